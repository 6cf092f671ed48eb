//! Host code, read leniently.
//!
//! cudac compiles device code only, but it must read host code: host
//! code decides which kernel template specialisations exist (by
//! launching them, or taking their address), and it shares classes,
//! globals and headers with device code. Host code also uses what cudac
//! does not model (`std::vector`, virtual functions, types from headers
//! it skips), none of which may stop a device compilation.
//!
//! So host-only declarations and bodies are checked in *held* regions:
//! the errors found there are kept on the entity being checked
//! (`Entity`: a function, a global, a class) instead of being reported,
//! and reported only if device code uses that entity (`report_unusable`,
//! at the end, as clang's deferred diagnostics are). Inside a held region
//! a *strict* region (a kernel specialisation host code asks for, a
//! device member function) reports as usual. `host_mode` is set while
//! host code (or what host code instantiates, kernels aside) is checked:
//! there a type that cannot be resolved is the unknown type
//! (`Sema::unknown_type`) rather than `int`, so nothing is ever deduced
//! from a guess, and kernel launches are analysed (`host_launch`).
//!
//! Invariants: a held error is reported at most once, at the entity's own
//! span, with a note naming the device code that needs it; no kernel is
//! instantiated with the unknown type (an error says which launch could
//! not be analysed).
//!
//! How it is read:
//! - Host function bodies are lowered (the lowering's own diagnostics
//!   dropped); a body with syntax errors stays `ast::Body::Skipped`, its
//!   launches noted by name for a warning. The checked host bodies are
//!   dropped at the end: host code never reaches codegen.
//! - Which errors are held is targeted: a host function's signature and
//!   body, a host global's type and initialiser, a class's unresolvable
//!   member and base types, incomplete members, virtual functions and bases.
//!   Genuine C++ errors elsewhere are still reported.
//! - `report_unusable` finds the uses after the whole file: functions
//!   reached through the call graph, classes used by value in reached bodies
//!   and in device globals.
//! - A kernel launch (`host_launch`) deduces the kernel as a call would; a
//!   launch with an argument of unknown type, or a kernel template whose
//!   arguments mention it, is an error (`launch_error`, reported even in
//!   held regions): no kernel is ever instantiated from a guess, and no
//!   compilation succeeds without a kernel nvcc would emit.
//! - `--host-diagnostics` prints what was held, as warnings.
//! - Host variables never reach LLVM. Device code may read a host `const`
//!   integer with a constant initialiser (folded, as nvcc allows), and
//!   nothing else of the host's (`Sema::global_ref`).

use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::diag::{Diagnostic, Severity};
use crate::ir::{ExecSpace, Expr, ExprKind, FuncId, GlobalId, TemplateId};
use crate::source::Span;
use crate::types::{TArg, TypeId, TypeKind};
use std::collections::{HashMap, HashSet};

/// What held errors belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Entity {
    Func(FuncId),
    Global(GlobalId),
    Type(TypeId),
    /// A template a host header's declaration failed for
    /// (`library.rs`).
    Template(crate::ir::TemplateId),
    /// Errors waiting for their entity to exist (`end_hold_take`).
    Pending,
}

/// Why deduction skipping unknown arguments gave up without trying: an
/// unknown argument where a pack is deduced (not a failure of the known
/// arguments).
pub(crate) const UNKNOWN_PACK_ARGUMENT: &str = "an argument's type is unknown";

/// A host call that found no function (`hidden_launches_error`).
#[derive(Clone, Copy)]
pub(crate) struct UnresolvedCall<'n, 'a> {
    pub named: super::overload::Named<'n>,
    /// The arguments, an operator's left operand first.
    pub args: &'a [Expr],
    /// `args[0]` is an operator's left operand (a member's `this`).
    pub operand: bool,
    /// Some argument's type is one cudac does not know.
    pub unknown: bool,
}

/// Where a held region started.
#[must_use]
pub(crate) struct HoldMark {
    diags: usize,
}

/// Where a strict region started, and the host mode it set aside.
#[must_use]
pub(crate) struct StrictMark {
    diags: usize,
    host_mode: u32,
}

/// The state of lenient checking (fields of `Sema`).
#[derive(Default)]
pub(crate) struct HostState {
    /// Held regions open now.
    holds: u32,
    /// Checking host code (or what it instantiates): unresolvable types
    /// are the unknown type, launches are analysed.
    pub(crate) mode: u32,
    /// Errors of strict regions nested in held ones, reported when the
    /// outermost held region ends.
    escaped: Vec<Diagnostic>,
    /// The held errors, by entity.
    pub(crate) unusable: HashMap<Entity, Vec<Diagnostic>>,
    /// A class standing for every type host code names that cudac does not
    /// know (created on first use).
    unknown: Option<TypeId>,
    /// Kernel launches that could not be analysed, warned once per
    /// template and place.
    pub(super) warned: HashSet<(String, Span)>,
    /// How many errors host code has had for names cudac does not know
    /// (`unknown_name_error`): those are no substitution failures.
    pub(crate) unknown_names: usize,
    /// Templates with held errors (`library.rs`).
    pub(crate) poisoned_templates: HashSet<crate::ir::TemplateId>,
    /// Entities whose held errors were reported at a use already.
    pub(crate) reported: HashSet<Entity>,
    /// Errors of host header declarations that declared nothing
    /// (`--host-diagnostics` shows them).
    pub(crate) dropped_library_errors: Vec<Diagnostic>,
    /// Whether a type's program-defined members launch kernels only once
    /// used (`type_reaches_program_kernels`), by type.
    pub(super) lazy_reach: HashMap<TypeId, bool>,
    /// The functions each checked host body calls or names
    /// (`kernel_namespace_calls`).
    pub(super) calls: HashMap<FuncId, Vec<FuncId>>,
    /// The checked host bodies that name or launch a kernel.
    pub(super) refs_kernel: HashSet<FuncId>,
    /// The user's host code naming a namespace whose headers declare
    /// kernels (`check_kernel_namespace_use`), with the call found there.
    pub(crate) ns_uses: Vec<NamespaceUse>,
    /// Resolving a namespace-scope typedef or alias (`using Hub =
    /// cub::…;`): naming a type launches nothing.
    pub(crate) naming_type: u32,
}

/// A use of a kernel-declaring namespace in the user's host function
/// `caller`, at `at`; `callee` is the function the call that starts there
/// calls, once `caller`'s body is checked.
pub(crate) struct NamespaceUse {
    pub(crate) ns: String,
    pub(crate) at: Span,
    pub(crate) caller: FuncId,
    pub(crate) callee: Option<FuncId>,
}

/// The execution space attributes `a` write (`exec_space` would report
/// a wrong combination a second time).
pub(crate) fn written_space(a: &ast::Attributes) -> ExecSpace {
    if a.global {
        ExecSpace::Global
    } else if a.device && a.host {
        ExecSpace::HostDevice
    } else if a.device {
        ExecSpace::Device
    } else {
        ExecSpace::Host
    }
}

/// The name the unknown type prints as in (held) diagnostics.
const UNKNOWN_TYPE: &str = "<type unknown to cudac>";

impl Sema<'_> {
    pub(crate) fn begin_hold(&mut self) -> HoldMark {
        self.host.holds += 1;
        HoldMark {
            diags: self.diags.len(),
        }
    }

    /// Ends a held region: its errors go to `entity` (dropped when there
    /// is none); its warnings are reported.
    pub(crate) fn end_hold(&mut self, mark: HoldMark, entity: Option<Entity>) {
        self.host.holds -= 1;
        let at = mark.diags.min(self.diags.len());
        let tail = self.diags.list.split_off(at);
        let (errors, rest): (Vec<_>, Vec<_>) = tail
            .into_iter()
            .partition(|d| d.severity == Severity::Error);
        self.diags.list.extend(rest);
        if let (Some(e), false) = (entity, errors.is_empty()) {
            self.host.unusable.entry(e).or_default().extend(errors);
        }
        if self.host.holds == 0 {
            let escaped = std::mem::take(&mut self.host.escaped);
            self.diags.list.extend(escaped);
        }
    }

    /// Ends a held region, giving its errors back (for an entity that
    /// exists only after them).
    pub(crate) fn end_hold_take(&mut self, mark: HoldMark) -> Vec<Diagnostic> {
        let at = mark.diags;
        self.end_hold(HoldMark { diags: at }, Some(Entity::Pending));
        self.host
            .unusable
            .remove(&Entity::Pending)
            .unwrap_or_default()
    }

    /// Starts a region whose errors are reported even inside a held one
    /// (code that is compiled for the device whoever asked for it).
    pub(crate) fn begin_strict(&mut self) -> StrictMark {
        StrictMark {
            diags: self.diags.len(),
            host_mode: std::mem::take(&mut self.host.mode),
        }
    }

    pub(crate) fn end_strict(&mut self, mark: StrictMark) {
        self.host.mode = mark.host_mode;
        if self.host.holds > 0 {
            let at = mark.diags.min(self.diags.len());
            let tail = self.diags.list.split_off(at);
            self.host.escaped.extend(tail);
        }
    }

    /// Holds error `d` on `entity` directly.
    pub(crate) fn hold_on(&mut self, entity: Entity, d: Diagnostic) {
        self.host.unusable.entry(entity).or_default().push(d);
    }

    /// A type written in the definition of class `class`, resolved as host
    /// code's are: when it cannot be (it names what cudac does not know),
    /// the errors are held on the class and `None` returned.
    pub(crate) fn resolve_type_or_hold(
        &mut self,
        te: &ast::TypeExpr,
        class: TypeId,
    ) -> Option<TypeId> {
        self.resolve_member_type_or_hold(te, class, false)
    }

    /// `resolve_type_or_hold` for a base specifier: held only when a name
    /// cudac cannot see is why. A base that fails for another reason (a
    /// template argument that is no constant) is the program's error, as
    /// in C++, not a base silently missing from a class that device code
    /// may use at compile time only (CCCL's `__type_switch` selects a
    /// type by deduction through its bases, never naming the class in
    /// device code).
    pub(crate) fn resolve_base_or_hold(
        &mut self,
        te: &ast::TypeExpr,
        class: TypeId,
    ) -> Option<TypeId> {
        // (A definition nothing asked for holds whatever fails in it.)
        let strict = !self.in_speculative_definition();
        self.resolve_member_type_or_hold(te, class, strict)
    }

    fn resolve_member_type_or_hold(
        &mut self,
        te: &ast::TypeExpr,
        class: TypeId,
        only_unseen: bool,
    ) -> Option<TypeId> {
        let hold = self.begin_hold();
        let unknown_mark = self.host.unknown_names;
        self.host.mode += 1;
        let t = self.resolve_type(te);
        self.host.mode -= 1;
        let failed = self.host.unknown == Some(t);
        let errors = self.end_hold_take(hold);
        let unseen = self.host.unknown_names > unknown_mark;
        if failed && only_unseen && !unseen {
            self.diags.list.extend(errors);
            return None;
        }
        if failed {
            for d in errors {
                self.hold_on(Entity::Type(class), d);
            }
        } else {
            // A type that resolved: its errors (a static assertion in the
            // template it instantiates) are real ones.
            self.diags.list.extend(errors);
        }
        (!failed).then_some(t)
    }

    /// Reports that a name is declared nowhere cudac can see (an unknown
    /// type name, a namespace member not found). In host code that is
    /// most likely a declaration of a header cudac skips or ships in part,
    /// counted so that a host function template's specialisation is not
    /// rejected as a substitution failure for it (`only_unknown_names`).
    pub(crate) fn unknown_name_error(&mut self, span: crate::source::Span, msg: String) {
        if self.in_host_mode() {
            self.host.unknown_names += 1;
        }
        self.error(span, msg);
    }

    /// Whether errors were reported since diagnostics mark `mark`.
    pub(crate) fn errors_since(&self, mark: usize) -> bool {
        self.diags.list[mark.min(self.diags.len())..]
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// How many held regions are open.
    pub(crate) fn open_holds(&self) -> u32 {
        self.host.holds
    }

    pub(crate) fn in_host_mode(&self) -> bool {
        self.host.mode > 0
    }

    /// Runs `f`, which only names types: a typedef's, or a function
    /// signature's (`void show(const thrust::device_vector<float> &)`).
    /// Naming a type runs no host code, so it is no use of a namespace
    /// that launches kernels (`check_kernel_namespace_use`); a function
    /// body or variable initialiser that constructs one is.
    pub(crate) fn naming_types<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        self.host.naming_type += 1;
        let r = f(self);
        self.host.naming_type -= 1;
        r
    }

    /// The unknown type: an incomplete class no declaration completes.
    pub(crate) fn unknown_type(&mut self) -> TypeId {
        if let Some(t) = self.host.unknown {
            return t;
        }
        let t = self.types.new_record(UNKNOWN_TYPE.to_string(), false);
        self.host.unknown = Some(t);
        t
    }

    /// Whether `t` is the unknown type (possibly cv-qualified).
    pub(crate) fn is_unknown_ty(&self, t: TypeId) -> bool {
        self.host.unknown.is_some_and(|u| self.types.unqual(t) == u)
    }

    /// Whether `t` is or contains the unknown type (through pointers,
    /// references, arrays, functions, qualifiers, template arguments and
    /// closures' captures).
    /// The error type counts as unknown: it stands for what a (possibly
    /// held) error left undetermined.
    pub(crate) fn mentions_unknown(&self, t: TypeId) -> bool {
        let unknown = [self.host.unknown, self.error_type];
        if unknown.iter().all(Option::is_none) {
            return false;
        }
        // A closure is what it captures: a lambda in host code capturing
        // a variable of a type cudac does not know has a field of that
        // type.
        self.type_inside(vec![t], true, |_, t| unknown.contains(&Some(t)))
            .is_some()
    }

    /// The first type `hit` accepts among `roots` and what they are made
    /// of: through pointers, references, arrays, qualifiers, function
    /// types and class templates' arguments, and with `captures` a
    /// closure's captured members.
    pub(crate) fn type_inside(
        &self,
        roots: Vec<TypeId>,
        captures: bool,
        hit: impl Fn(&Self, TypeId) -> bool,
    ) -> Option<TypeId> {
        let mut stack = roots;
        let mut seen = HashSet::new();
        while let Some(t) = stack.pop() {
            if hit(self, t) {
                return Some(t);
            }
            if !seen.insert(t) {
                continue;
            }
            match self.types.kind(t) {
                TypeKind::Pointer(x)
                | TypeKind::LValueRef(x)
                | TypeKind::RValueRef(x)
                | TypeKind::Array(x, _)
                | TypeKind::Qualified(x, _) => stack.push(*x),
                TypeKind::Function { ret, params, .. } => {
                    stack.push(*ret);
                    stack.extend(params.iter().copied());
                }
                TypeKind::Record(_) => {
                    let Some(r) = self.types.record(t) else {
                        continue;
                    };
                    if let Some((_, args)) = &r.template {
                        stack.extend(targ_types(args));
                    }
                    if captures && r.closure.is_some() {
                        stack.extend(r.fields.iter().flatten().map(|f| f.ty));
                    }
                }
                _ => {}
            }
        }
        None
    }

    pub(crate) fn args_mention_unknown(&self, args: &[TArg]) -> bool {
        targ_types(args)
            .into_iter()
            .any(|t| self.mentions_unknown(t))
    }
}

impl Sema<'_> {
    /// A closure type among (or inside) template arguments `args` that
    /// nvcc does not let a kernel template take (`Closure::kernel_arg`).
    pub(crate) fn host_closure_in(&self, args: &[TArg]) -> Option<TypeId> {
        self.type_inside(targ_types(args), false, |s, t| {
            s.types
                .record(t)
                .and_then(|r| r.closure.as_ref())
                .is_some_and(|c| !c.kernel_arg)
        })
    }
}

/// The types among template arguments (packs included).
fn targ_types(args: &[TArg]) -> Vec<TypeId> {
    let mut out = Vec::new();
    for a in args {
        match a {
            TArg::Type(t) => out.push(*t),
            TArg::Pack(items) => out.extend(targ_types(items)),
            _ => {}
        }
    }
    out
}

impl Sema<'_> {
    /// `k<<<config>>>(args)` in host code: the kernel the launch calls,
    /// specialised as the arguments ask (as a call would deduce it). An
    /// argument whose type cudac does not know (it names something from a
    /// skipped header, or its check failed) cannot take part in deduction:
    /// a kernel template is then specialised only when the launch writes
    /// every template argument, and otherwise a warning says nothing is
    /// emitted for this launch.
    pub(crate) fn host_launch(
        &mut self,
        callee: &ast::Expr,
        config: &[ast::Expr],
        args: &[ast::Expr],
        span: Span,
    ) -> Expr {
        let void = self.types.void();
        let done = || Expr::new(ExprKind::Int(0), void, false, span);
        for c in config {
            self.check_expr(c);
        }
        let path = match &callee.kind {
            ast::ExprKind::Name(p) if !p.is_empty() => p.clone(),
            _ => {
                // A kernel reached some other way (a function pointer):
                // nothing to specialise.
                self.check_expr(callee);
                for a in args {
                    self.check_expr(a);
                }
                return done();
            }
        };
        // `k<<<g, b>>>(x, args...)`: one argument per pack element.
        let mut expanded = Vec::with_capacity(args.len());
        for a in args {
            expanded.extend(self.pack_elements(a));
        }
        let mut checked = Vec::with_capacity(expanded.len());
        let mut unknown_at = Vec::with_capacity(expanded.len());
        for a in &expanded {
            let mark = self.diags.len();
            let e = self.check_expr(a);
            unknown_at.push(self.errors_since(mark) || self.mentions_unknown(e.ty));
            checked.push(e);
        }
        let unknown = unknown_at.iter().any(|&u| u);
        let kernels = self.launched_kernels(&path, &checked);
        let templates: Vec<FuncId> = kernels
            .iter()
            .copied()
            .filter(|&f| self.program.functions[f].pattern.is_some())
            .collect();
        let name = path.last().map(|i| i.name.clone()).unwrap_or_default();
        if kernels.is_empty() {
            // A variable holding a kernel's address (`template <class K>
            // void launch(K k, …) { k<<<…>>>(…); }`, CUB's dispatch): the
            // kernel is specialised where its address is taken.
            let through_pointer = self
                .quietly(|s| s.check_expr(callee))
                .is_some_and(|c| self.is_function_or_pointer_to_one(c.ty));
            if !through_pointer {
                self.error(callee.span, super::cuda::not_a_kernel_message(&name));
            }
            return done();
        }
        let explicit = path.last().and_then(|i| i.args.clone());
        if unknown {
            if !templates.is_empty() {
                let written = explicit
                    .as_ref()
                    .is_some_and(|a| self.instantiate_written(&templates, a, span))
                    || self.instantiate_from_known(
                        (&kernels, &templates),
                        explicit.as_deref(),
                        &checked,
                        &unknown_at,
                        span,
                    );
                if !written {
                    self.unanalysed_launch_error(&name, span, "an argument's type is not known to cudac (it names something cudac does not model, such as a type from a header it skips)");
                }
            }
            return done();
        }
        if let Some(c) = self.func.as_ref().map(|f| f.id) {
            self.host.refs_kernel.insert(c);
        }
        let mark = self.diags.len();
        let named = super::overload::Named {
            name: &name,
            cands: &kernels,
            explicit: explicit.as_deref(),
            launch: true,
        };
        self.call_overloaded(
            named,
            checked,
            super::overload::Dispatch::Direct,
            (callee.span, span),
        );
        if self.errors_since(mark) && !templates.is_empty() {
            self.unanalysed_launch_error(
                &name,
                span,
                "the launch could not be resolved as cudac reads the host code",
            );
        }
        done()
    }

    /// The kernels a launch's name finds (with argument-dependent lookup).
    pub(crate) fn launched_kernels(&mut self, path: &[ast::Ident], args: &[Expr]) -> Vec<FuncId> {
        let name = path.last().map(|i| i.name.clone()).unwrap_or_default();
        let mut found = match path {
            [id] if !id.name.is_empty() => self.adl_candidates(&name, args),
            _ => Vec::new(),
        };
        if let super::lookup::Lookup::Found(Symbol::Funcs(fs)) = self.lookup_path(path) {
            for f in fs {
                if !found.contains(&f) {
                    found.push(f);
                }
            }
        }
        found.retain(|f| self.program.functions[*f].space == ExecSpace::Global);
        found
    }

    /// `k<float><<<…>>>`: when the written arguments name every template
    /// parameter of the one kernel template, that specialisation.
    fn instantiate_written(
        &mut self,
        templates: &[FuncId],
        args: &[ast::TemplateArg],
        at: Span,
    ) -> bool {
        let [f] = templates else {
            return false;
        };
        let Some(t) = self.program.functions[*f].pattern else {
            return false;
        };
        self.instantiate_explicit(t, args, at).is_some()
    }

    /// `k<<<…>>>(dev, v.size())` where some arguments' types are unknown:
    /// when `k` is one kernel template and the other arguments (with
    /// those written) determine every template argument, that
    /// specialisation. An unknown argument can only agree with them in a
    /// program nvcc accepts: deduction would otherwise conflict.
    fn instantiate_from_known(
        &mut self,
        (kernels, templates): (&[FuncId], &[FuncId]),
        written: Option<&[ast::TemplateArg]>,
        args: &[Expr],
        unknown_at: &[bool],
        at: Span,
    ) -> bool {
        let ([k], [_]) = (kernels, templates) else {
            return false;
        };
        let Some(t) = self.program.functions[*k].pattern else {
            return false;
        };
        let (deduced, _) = self.tentatively(|s| {
            let explicit = match written {
                Some(w) => s.explicit_args(t, w, at),
                None => Some(Vec::new()),
            };
            explicit.and_then(|e| s.deduce_call_skipping(t, &e, args, unknown_at).ok())
        });
        match deduced {
            Some(targs) => self.instantiate_function(t, targs, at, false).is_some(),
            None => false,
        }
    }

    /// A host call of function template `name` that found no
    /// specialisation: if a candidate template launches kernels itself, an
    /// error that those launches cannot be analysed for this call (its
    /// kernels would be missing from the output). (An argument whose type's
    /// members launch kernels once used is no reason: that reach is found
    /// by name, too coarse for an error; robin_hood's `Node *` compared
    /// with `!=` is no launch.)
    ///
    /// A candidate that the arguments cudac knows already rule out takes
    /// no part: an unknown argument cannot make it viable (libstdc++'s
    /// `pubsync() == -1`, read with `basic_ostream` unmodelled, is no call
    /// of `operator==(const pair<T1, T2>&, const pair<T1, T2>&)`, which
    /// may reach Thrust's `==` of vectors).
    ///
    /// Nor is a call in the host compiler's own library (libstdc++, with
    /// `basic_ostream`'s virtual base unmodelled: `(__out.flags() &
    /// adjustfield) == left`) an error: that code launches nothing of its
    /// own, and what of the program's it calls (a functor, an operator) is
    /// checked where the program defines it.
    pub(crate) fn hidden_launches_error(&mut self, call: UnresolvedCall<'_, '_>, at: Span) {
        if !self.calls_are_made() || self.host_std_files.contains(&at.file) {
            return;
        }
        let UnresolvedCall {
            named,
            args,
            operand,
            unknown,
        } = call;
        let name = named.name;
        let skip: Vec<bool> = args
            .iter()
            .map(|a| self.mentions_unknown(a.ty) || self.is_error_ty(a.ty))
            .collect();
        let mut seen = HashSet::new();
        let launches = named.cands.iter().any(|f| {
            let Some(t) = self.program.functions[*f].pattern else {
                return false;
            };
            // A member takes the left operand of an operator as `this`.
            let takes_this = self.program.functions[*f]
                .method
                .is_some_and(|m| m.takes_this());
            let from = usize::from(operand && takes_this);
            if self.known_args_rule_out(t, named.explicit, &args[from..], &skip[from..], at) {
                return false;
            }
            self.template_reaches_kernels(t, &mut seen)
        });
        if !launches || !self.host.warned.insert((name.to_string(), at)) {
            return;
        }
        let why = if unknown {
            "an argument's type is not known to cudac (it names something cudac does not model, such as a type from a header it skips)"
        } else {
            "the call could not be resolved as cudac reads the host code"
        };
        self.launch_error(at, super::cuda::unresolved_host_call_message(name, why));
    }

    /// Whether deduction of function template `t` fails on the arguments
    /// whose types are known (`skip` marks the others), whatever the
    /// unknown ones are.
    fn known_args_rule_out(
        &mut self,
        t: TemplateId,
        explicit: Option<&[ast::TemplateArg]>,
        args: &[Expr],
        skip: &[bool],
        at: Span,
    ) -> bool {
        let (failed, _) = self.tentatively(|s| {
            let explicit = match explicit {
                Some(w) => s.explicit_args(t, w, at),
                None => Some(Vec::new()),
            };
            match explicit {
                Some(e) => matches!(
                    s.deduce_from_known(t, &e, args, skip),
                    Err(why) if why != UNKNOWN_PACK_ARGUMENT
                ),
                None => false,
            }
        });
        failed
    }

    /// A host call that picked specialisation `f` of a function template
    /// for arguments of a type cudac does not know: such a specialisation
    /// is only declared (its body would be checked with a guess), so if
    /// the template reaches kernels, the ones this call launches are
    /// unknown: an error, not a compilation without them.
    pub(crate) fn unknown_specialization_launches(&mut self, f: FuncId, name: &str, at: Span) {
        if !self.calls_are_made() || self.host_std_files.contains(&at.file) {
            return;
        }
        let Some(&t) = self.instance_of.get(&f) else {
            return;
        };
        // Only a specialisation whose template arguments mention the
        // unknown type is left undefined; one whose arguments follow from
        // known ones (`RunTest<float>(name, …)` with a `std::string`
        // cudac does not know) has its body, and its launches, checked.
        let unknown_args = self.tmpl(t).instances.iter().any(|(args, i)| {
            matches!(i, super::template::Instance::Func(g) if *g == f)
                && self.args_mention_unknown(args)
        });
        if !unknown_args || !self.template_reaches_kernels(t, &mut HashSet::new()) {
            return;
        }
        if self.host.warned.insert((name.to_string(), at)) {
            let why = "an argument's type is not known to cudac (it names something cudac does not model, such as a type from a header it skips)";
            self.launch_error(at, super::cuda::unresolved_host_call_message(name, why));
        }
    }

    /// Whether `t` is a function type or a pointer or reference to one.
    fn is_function_or_pointer_to_one(&self, t: TypeId) -> bool {
        let t = self.types.unqual(t);
        let t = self
            .types
            .referee(t)
            .or_else(|| self.types.pointee(t))
            .map_or(t, |p| self.types.unqual(p));
        matches!(self.types.kind(t), TypeKind::Function { .. })
    }

    /// Whether function template `t`'s body launches a kernel itself, or
    /// names a kernel, a library function known to reach one
    /// (`kernel_reaching_names`) or a function template that does, by
    /// name and transitively: a call of it cudac could not resolve may
    /// hide those launches (HeCBench's rle passes an iterator of a type
    /// cudac read no declaration of to a test template that reaches
    /// `cub::DeviceRunLengthEncode::Encode` through another template).
    pub(super) fn template_reaches_kernels(
        &mut self,
        t: TemplateId,
        seen: &mut HashSet<TemplateId>,
    ) -> bool {
        if !seen.insert(t) {
            return false;
        }
        let (def, ctx) = match &self.tmpl(t).kind {
            super::template::TemplateKind::Function { def, .. } => (def.clone(), self.tmpl(t).ctx),
            _ => return false,
        };
        self.def_reaches_kernels(&def, ctx, seen)
    }

    /// `template_reaches_kernels` for definition `def`, whose names are
    /// looked up in `ctx`.
    pub(super) fn def_reaches_kernels(
        &mut self,
        def: &ast::FunctionDef,
        ctx: super::scope::CtxId,
        seen: &mut HashSet<TemplateId>,
    ) -> bool {
        if def.launches {
            return true;
        }
        let ast::Body::Stmt(body) = &def.body else {
            return false;
        };
        let names = ast::names::FreeNames::of_definition(body, &def.inits);
        let mut all: Vec<String> = Vec::new();
        for n in names
            .used
            .iter()
            .chain(&names.qualified)
            .chain(&names.members)
        {
            if !all.contains(&n.name) {
                all.push(n.name.clone());
            }
        }
        if all.iter().any(|n| self.kernel_reaching_names.contains(n)) {
            return true;
        }
        for n in &all {
            let found = self.in_context(ctx, |s| s.scopes.lookup(n));
            let Some(Symbol::Funcs(fs)) = found else {
                continue;
            };
            for f in fs {
                if self.program.functions[f].is_kernel() {
                    return true;
                }
                if let Some(p) = self.program.functions[f].pattern {
                    if self.template_reaches_kernels(p, seen) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether a call checked here is made when the program runs: not in
    /// an unevaluated operand (`decltype(swap(a, b))`), nor in the
    /// immediate context of a substitution attempt, where a call that
    /// does not resolve is a substitution failure (libcu++'s
    /// `is_swappable` probes `swap` that way), not a lost launch.
    fn calls_are_made(&self) -> bool {
        !self.expansion.unevaluated && !self.in_immediate_context()
    }

    /// An error that no kernel can be emitted for a launch of kernel
    /// template `name`, and why (once per template and place).
    pub(crate) fn unanalysed_launch_error(&mut self, name: &str, at: Span, why: &str) {
        if self.host.warned.insert((name.to_string(), at)) {
            self.launch_error(at, super::cuda::unanalysed_launch_message(name, why));
        }
    }

    /// An error about a kernel launch, reported even where host code's
    /// errors are held: a launch cudac cannot resolve would leave the
    /// program without a kernel nvcc emits, so the compilation must fail
    /// (issue 44: never a missing kernel with exit 0).
    pub(crate) fn launch_error(&mut self, at: Span, msg: String) {
        self.push_launch_diagnostic(Diagnostic::error(at, msg));
    }

    /// `launch_error`'s diagnostic, built by the caller (with labels).
    pub(super) fn push_launch_diagnostic(&mut self, d: Diagnostic) {
        let strict = self.begin_strict();
        self.diags.push(d);
        self.end_strict(strict);
    }
}

impl Sema<'_> {
    /// Checks a host function's body for what device compilation needs
    /// from it (the kernels it launches, the templates it instantiates),
    /// then drops it: host code is never compiled here. The bodies in
    /// cudac's own headers launch nothing and are not read.
    pub(crate) fn check_host_body(
        &mut self,
        id: FuncId,
        f: &ast::FunctionDef,
        ptys: &[TypeId],
        local_tys: &[TypeId],
        body: &ast::Stmt,
    ) {
        if !self.library_files.contains(&f.name.span.file)
            || self.reaches_library_kernel(f, body)
            || self.instance_reaches_program_kernels(id)
        {
            self.host.mode += 1;
            self.define_function(id, f, ptys, local_tys, body);
            self.host.mode -= 1;
            self.note_host_calls(id);
        }
        // Only the fact that it has a body stays (redefinitions are
        // caught).
        let func = &mut self.program.functions[id];
        func.body = Some(Vec::new());
        func.locals.clear();
    }
}

impl Sema<'_> {
    /// [CUDA] Notes library function `f` (in space `space`) if it is a
    /// kernel template or a host (or host device) function whose body names
    /// a kernel-reaching name: nvcc instantiates every template a library's
    /// host function names (CUB's `PtxVersionUncached` takes
    /// `EmptyKernel<void>`'s address), so such a body must be checked. A
    /// body naming none yet waits on the names it uses (`reach_waiters`):
    /// headers define callers before callees (Thrust's `.inl` files), and
    /// a host device function's body, checked for the device anyway, passes
    /// reach on to the host code calling it (thrust::device_vector's
    /// constructor reaches its kernel through contiguous_storage's host
    /// device members).
    pub(crate) fn note_kernel_reaching(&mut self, f: &ast::FunctionDef, space: ExecSpace) {
        if !self.library_files.contains(&f.name.span.file) {
            return;
        }
        match (&f.body, space) {
            (_, ExecSpace::Global) => self.note_reaching_name(&f.name.name),
            (ast::Body::Stmt(b), ExecSpace::Host | ExecSpace::HostDevice) => {
                if self.kernel_reaching_names.contains(&f.name.name) {
                    return;
                }
                let names = ast::names::FreeNames::of_definition(b, &f.inits);
                let mut all = names
                    .used
                    .iter()
                    .chain(&names.qualified)
                    .chain(&names.members);
                if all.any(|n| self.kernel_reaching_names.contains(&n.name)) {
                    self.note_reaching_name(&f.name.name);
                    return;
                }
                let used = names
                    .used
                    .iter()
                    .chain(&names.qualified)
                    .chain(&names.members);
                let mut seen = HashSet::new();
                for n in used {
                    if seen.insert(&n.name) {
                        let w = self.reach_waiters.entry(n.name.clone()).or_default();
                        w.push(f.name.name.clone());
                    }
                }
            }
            _ => {}
        }
    }

    /// Notes `name` as kernel-reaching, and every name whose definition
    /// waits on it (`note_kernel_reaching`).
    fn note_reaching_name(&mut self, name: &str) {
        let mut work = vec![name.to_string()];
        while let Some(n) = work.pop() {
            if !self.kernel_reaching_names.insert(n.clone()) {
                continue;
            }
            if let Some(ws) = self.reach_waiters.remove(&n) {
                work.extend(
                    ws.into_iter()
                        .filter(|w| !self.kernel_reaching_names.contains(w)),
                );
            }
        }
    }

    /// [CUDA] Notes the member functions of library class `r` (and of
    /// its nested classes) that reach kernels, as `note_kernel_reaching`
    /// notes function templates: CUB's kernels are named in class members
    /// (`DeviceReduceKernelSource::ReductionKernel` returns
    /// `&DeviceReduceKernel<…>`; `DispatchReduce::Invoke` calls it). A
    /// member may name a later one (the class is complete there): it waits
    /// on that name.
    pub(crate) fn note_kernel_reaching_members(&mut self, r: &ast::RecordDef) {
        if self.library_files.contains(&r.span.file) {
            self.note_members_of(r);
        }
    }

    fn note_members_of(&mut self, r: &ast::RecordDef) {
        fn note(s: &mut Sema<'_>, item: &ast::Item) {
            match item {
                ast::Item::Function(f) => s.note_kernel_reaching(f, written_space(&f.attrs)),
                ast::Item::Template { item, .. } => note(s, item),
                ast::Item::Record(r) => s.note_members_of(r),
                _ => {}
            }
        }
        for (_, item) in &r.members {
            note(self, item);
        }
    }

    /// Whether function `f` with body `body` names a library kernel
    /// template, or a library template that does (`note_kernel_reaching`),
    /// as a function or as a member (`max_policy.Invoke(…)`,
    /// `op.template Invoke<P>()`), in its body or its member initialisers.
    /// A constructor or destructor always may: it constructs and destroys
    /// bases and members, named only through their types (`: Parent(n)`,
    /// a typedef of thrust's vector_base, whose constructor launches).
    fn reaches_library_kernel(&self, f: &ast::FunctionDef, body: &ast::Stmt) -> bool {
        if self.kernel_reaching_names.is_empty() {
            return false;
        }
        if matches!(f.kind, ast::FnKind::Constructor | ast::FnKind::Destructor) {
            return true;
        }
        let names = ast::names::FreeNames::of_definition(body, &f.inits);
        names
            .used
            .iter()
            .chain(&names.qualified)
            .chain(&names.members)
            .any(|n| self.kernel_reaching_names.contains(&n.name))
    }

    /// Reports the held errors device code depends on: those of every
    /// function it reaches (with the function that brought it in), and
    /// those of every class it uses by value (at the first use in each
    /// function, and at each device variable of such a type). The bodies
    /// of held functions device code does not reach are dropped, so a
    /// body with errors is never compiled.
    pub(crate) fn report_unusable(&mut self) {
        self.drop_unknown_bodies();
        if self.host.unusable.is_empty() && self.host.dropped_library_errors.is_empty() {
            return;
        }
        self.report_unusable_uses();
        if self.opts.host_diagnostics {
            self.show_held();
        }
    }

    /// A function whose type mentions the unknown type (a template host
    /// code instantiated with one) is host code's alone: its body is
    /// dropped, so nothing with a guessed type is ever compiled.
    fn drop_unknown_bodies(&mut self) {
        if self.host.unknown.is_none() {
            return;
        }
        for i in self.program.functions.keys() {
            let ty = self.program.functions[i].ty;
            if self.program.functions[i].body.is_some() && self.mentions_unknown(ty) {
                self.program.functions[i].body = None;
            }
        }
    }

    /// `--host-diagnostics`: every problem still held, as a warning.
    fn show_held(&mut self) {
        let mut held: Vec<Diagnostic> = self.host.unusable.values().flatten().cloned().collect();
        held.extend(std::mem::take(&mut self.host.dropped_library_errors));
        held.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
        for mut d in held {
            d.severity = Severity::Warning;
            d.message = format!("in host code (not compiled by cudac): {}", d.message);
            self.diags.push(d);
        }
    }

    fn report_unusable_uses(&mut self) {
        let reached = self
            .program
            .reachable(super::cuda::device_roots(&self.program));
        let mut order: Vec<FuncId> = reached.keys().copied().collect();
        order.sort();
        for &f in &order {
            let Some(held) = self.host.unusable.remove(&Entity::Func(f)) else {
                continue;
            };
            let by = reached.get(&f).copied().flatten();
            for mut d in held {
                if let Some(c) = by {
                    let func = &self.program.functions[c];
                    d = d.with_secondary(
                        func.span,
                        format!("needed for the device by '{}'", func.name),
                    );
                }
                self.diags.push(d);
            }
        }
        let held_fns: Vec<FuncId> = self
            .host
            .unusable
            .keys()
            .filter_map(|e| match e {
                Entity::Func(f) => Some(*f),
                _ => None,
            })
            .collect();
        for f in held_fns {
            let func = &mut self.program.functions[f];
            if func.space.on_device() && func.body.is_some() {
                func.body = None;
            }
        }
        if !self
            .host
            .unusable
            .keys()
            .any(|e| matches!(e, Entity::Type(_)))
        {
            return;
        }
        // Classes used by value in the device code reached.
        let mut memo = HashMap::new();
        let mut reported: HashSet<TypeId> = HashSet::new();
        let mut uses: Vec<(TypeId, TypeId, Span)> = Vec::new();
        let mut method_uses: Vec<(TypeId, TypeId, Span)> = Vec::new();
        for &f in &order {
            // A member function reached: its class is used (reported
            // where no use by value is).
            if let Some(m) = &self.program.functions[f].method {
                if let Some(bad) = self.unusable_part(m.class, &mut memo) {
                    let by = reached.get(&f).copied().flatten();
                    let at = by
                        .and_then(|c| self.use_site(c, f))
                        .unwrap_or(self.program.functions[f].span);
                    method_uses.push((m.class, bad, at));
                }
            }
            let Some(body) = &self.program.functions[f].body else {
                continue;
            };
            // Locals too: `S s;` default-initialised names no expression
            // of its type. (One of the unknown type is reported where it
            // is used.)
            let mut tys: Vec<(TypeId, Span)> = self.program.functions[f]
                .locals
                .iter()
                .filter(|(_, l)| !self.mentions_unknown(l.ty))
                .map(|(_, l)| (l.ty, l.span))
                .collect();
            crate::ir::walk_body(body, &mut |v| {
                if let crate::ir::Visit::Expr(e) = v {
                    tys.push((e.ty, e.span));
                }
            });
            for (t, span) in tys {
                if let Some(bad) = self.unusable_part(t, &mut memo) {
                    if reported.insert(bad) {
                        uses.push((t, bad, span));
                    }
                }
            }
        }
        for (t, bad, at) in method_uses {
            if reported.insert(bad) {
                uses.push((t, bad, at));
            }
        }
        let globals: Vec<(TypeId, Span)> = self
            .program
            .globals
            .values()
            .filter(|g| g.on_device())
            .map(|g| (g.ty, g.span))
            .collect();
        for (t, span) in globals {
            if let Some(bad) = self.unusable_part(t, &mut memo) {
                self.report_unusable_type(t, bad, span);
            }
        }
        for (t, bad, span) in uses {
            self.report_unusable_type(t, bad, span);
        }
    }

    /// Where `caller`'s body calls or names `f`.
    fn use_site(&self, caller: FuncId, f: FuncId) -> Option<Span> {
        let body = self.program.functions[caller].body.as_ref()?;
        let mut at = None;
        crate::ir::walk_body(body, &mut |v| {
            if let crate::ir::Visit::Expr(e) = v {
                let names = matches!(e.kind, ExprKind::Call(g, _) | ExprKind::Func(g) if g == f);
                if names && at.is_none() {
                    at = Some(e.span);
                }
            }
        });
        at
    }

    /// The class that makes `t` unusable in device code: `t` itself, or a
    /// class it holds by value (member, base, array element).
    fn unusable_part(
        &self,
        t: TypeId,
        memo: &mut HashMap<TypeId, Option<TypeId>>,
    ) -> Option<TypeId> {
        let t = self.types.referee(t).unwrap_or(t);
        let t = self.types.unqual(t);
        if let Some(r) = memo.get(&t) {
            return *r;
        }
        memo.insert(t, None);
        let found = match self.types.kind(t).clone() {
            TypeKind::Array(e, _) => self.unusable_part(e, memo),
            TypeKind::Record(_) if self.host.unusable.contains_key(&Entity::Type(t)) => Some(t),
            TypeKind::Record(_) => {
                let (fields, bases) = match self.types.record(t) {
                    Some(r) => (
                        r.fields.iter().flatten().map(|f| f.ty).collect::<Vec<_>>(),
                        r.bases.clone(),
                    ),
                    None => (Vec::new(), Vec::new()),
                };
                fields
                    .into_iter()
                    .chain(bases)
                    .find_map(|x| self.unusable_part(x, memo))
            }
            _ => None,
        };
        memo.insert(t, found);
        found
    }

    /// Reports `t` as unusable at `at` if it is or holds by value a class
    /// with held problems (`sizeof(S)`, whose value needs its layout).
    pub(crate) fn report_if_unusable_part(&mut self, t: TypeId, at: Span) -> bool {
        if !self
            .host
            .unusable
            .keys()
            .any(|e| matches!(e, Entity::Type(_)))
        {
            return false;
        }
        // The unknown type holds every unresolved name's error; `sizeof`
        // reports it as incomplete.
        let Some(bad) = self
            .unusable_part(t, &mut HashMap::new())
            .filter(|&b| !self.is_unknown_ty(b))
        else {
            return false;
        };
        self.report_unusable_type(t, bad, at);
        true
    }

    /// Reports the held errors of global `g`'s initialiser where code
    /// names it (`at`), once: a host constant folded into device code
    /// leaves no trace of `g` in the IR for `report_unusable` to find.
    /// In host code the report is held again, with that code.
    pub(crate) fn report_held_global(&mut self, g: crate::ir::GlobalId, at: Span) {
        if !self.host.unusable.contains_key(&Entity::Global(g)) || self.in_host_mode() {
            return;
        }
        let held = self
            .host
            .unusable
            .remove(&Entity::Global(g))
            .unwrap_or_default();
        let name = self.program.globals[g].name.clone();
        for d in held {
            self.diags
                .push(d.with_secondary(at, format!("'{name}' is used in device code here")));
        }
    }

    /// An incomplete type `t` used where a complete one is needed at `at`:
    /// why device code cannot use it when that is known (a class with
    /// held problems, a GNU vector type), else `msg` (`variable has
    /// incomplete type 'S'`).
    pub(crate) fn incomplete_error(&mut self, t: TypeId, at: Span, msg: String) {
        let u = self.types.unqual(self.types.innermost_elem(t));
        if !self.report_if_unusable(u, at) {
            self.error(at, msg);
        }
    }

    /// Reports class `t` as unusable at `at` if it has held problems.
    pub(crate) fn report_if_unusable(&mut self, t: TypeId, at: Span) -> bool {
        if !self.host.unusable.contains_key(&Entity::Type(t)) {
            return false;
        }
        self.report_unusable_type(t, t, at);
        true
    }

    /// Type `used` used by device code at `at`, unusable because of class
    /// `bad` (itself or a class it holds by value), which has held errors.
    fn report_unusable_type(&mut self, used: TypeId, bad: TypeId, at: Span) {
        // Reported at its template's use already (`library.rs`).
        let template = self.types.record(bad).and_then(|r| r.template.as_ref());
        if let Some((id, _)) = template {
            let id = crate::ir::TemplateId(*id);
            if self.host.reported.contains(&Entity::Template(id)) {
                return;
            }
        }
        let used = self.types.unqual(self.types.referee(used).unwrap_or(used));
        let held = self
            .host
            .unusable
            .get(&Entity::Type(bad))
            .cloned()
            .unwrap_or_default();
        let why = held.first().map(|d| d.message.clone()).unwrap_or_default();
        let (name, bad_name) = (self.describe_ty(used), self.describe_ty(bad));
        let msg = if used == bad {
            format!("'{name}' cannot be used in device code: {why}")
        } else {
            format!("'{name}' cannot be used in device code: it holds a '{bad_name}' ({why})")
        };
        let mut d = Diagnostic::error(at, msg);
        for h in held {
            if let Some(span) = h.span {
                d = d.with_secondary(span, h.message);
            }
        }
        self.diags.push(d);
    }
}
