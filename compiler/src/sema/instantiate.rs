//! Template instantiation: function and class template specialisations
//! made on demand, in the context binding the template's parameters, their
//! diagnostics labelled with where they were required.

use super::template::*;
use super::{cuda, mangle, Sema};
use crate::ast;
use crate::diag::Severity;
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, PathSeg, TArg, TypeId};
use std::rc::Rc;

impl Sema<'_> {
    // -------------------------------------------------------- instantiation

    pub(crate) fn enter_instantiation(&mut self, at: Span) -> bool {
        if self.inst_depth >= MAX_DEPTH {
            self.error(
                at,
                format!("recursive template instantiation exceeded maximum depth of {MAX_DEPTH}"),
            );
            return false;
        }
        self.inst_depth += 1;
        true
    }

    /// Labels every diagnostic raised since `mark` with where the
    /// instantiation was required. `what` is written out only when there
    /// is one: this runs for every instantiation, and naming Thrust's
    /// nested types each time was a tenth of compiling a Thrust call.
    pub(crate) fn note_instantiation(
        &mut self,
        mark: usize,
        what: impl FnOnce(&Self) -> String,
        at: Span,
    ) {
        if self.diags.len() <= mark {
            return;
        }
        let what = what(self);
        self.label_since(
            mark,
            format!("in instantiation of {what} requested here"),
            at,
        );
    }

    /// Adds `message` at `at` to every diagnostic raised since `mark`
    /// (at most four such labels each).
    fn label_since(&mut self, mark: usize, message: String, at: Span) {
        for d in self.diags.since(mark) {
            if d.span.is_some() && d.secondary.len() < 4 {
                d.secondary.push(crate::diag::Label {
                    span: at,
                    message: message.clone(),
                });
            }
        }
    }

    /// Labels every diagnostic raised since `mark` with the substitution
    /// of deduced arguments that instantiated what it is about (clang's
    /// "while substituting deduced template arguments").
    pub(crate) fn note_substitution(&mut self, mark: usize, what: String, at: Span) {
        self.label_since(
            mark,
            format!("while substituting template arguments into {what}"),
            at,
        );
    }

    /// `T = int *, N = 4`: template parameters `params` bound to `args`.
    fn describe_bindings(&self, params: &[ast::TemplateParam], args: &[TArg]) -> String {
        params
            .iter()
            .zip(args)
            .map(|(p, a)| {
                let name = p.name.as_ref().map_or("", |n| n.name.as_str());
                let value = self.types.display_args(std::slice::from_ref(a));
                let value = value
                    .strip_prefix('<')
                    .and_then(|v| v.strip_suffix('>'))
                    .unwrap_or(&value)
                    .trim();
                format!("{name} = {value}")
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The explicit specialisation of `id` for `args`, if declared.
    pub(crate) fn explicit_spec(&self, id: TemplateId, args: &[TArg]) -> Option<Rc<ast::Item>> {
        self.tmpl(id)
            .explicit
            .iter()
            .find(|(a, _)| a == args)
            .map(|(_, item)| item.clone())
    }

    /// The specialisation `id<args>` of a function template: declared and
    /// (for device code) defined on first use. With `sfinae`, a
    /// signature that does not work for `args` is no candidate (`None`,
    /// nothing reported).
    pub(crate) fn instantiate_function(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        sfinae: bool,
    ) -> Option<FuncId> {
        self.report_poisoned_use(id, at);
        let f = self.specialize_function(id, args, at, sfinae);
        if let Some(f) = f {
            self.instantiated_from_poisoned(id, super::host::Entity::Func(f));
        }
        f
    }

    /// `instantiate_function`, in the execution space's region.
    fn specialize_function(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        sfinae: bool,
    ) -> Option<FuncId> {
        if let Some(Instance::Func(f)) = self.tmpl(id).instances.get(&args) {
            return Some(*f);
        }
        let TemplateKind::Function { def, .. } = &self.tmpl(id).kind else {
            return None;
        };
        let (kernel, host) = (def.attrs.global, cuda::is_host_only(def));
        let name = def.name.name.clone();
        if kernel {
            // A kernel is compiled whoever asks for it: never with a type
            // cudac does not know, and its errors are always reported.
            if self.args_mention_unknown(&args) {
                if !sfinae {
                    let why = "a template argument is a type cudac does not know";
                    self.unanalysed_launch_error(&name, at, why);
                }
                return None;
            }
            if !self.check_kernel_closure_args(&args, at) {
                return None;
            }
            let strict = self.begin_strict();
            let f = self.instantiate_function_here(id, args, at, sfinae);
            self.end_strict(strict);
            return f;
        }
        if host {
            // Host code, read for the kernels it launches.
            let hold = self.begin_hold();
            self.host.mode += 1;
            let f = self.instantiate_function_here(id, args, at, sfinae);
            self.host.mode -= 1;
            self.end_hold(hold, f.map(super::host::Entity::Func));
            return f;
        }
        self.instantiate_function_here(id, args, at, sfinae)
    }

    pub(crate) fn instantiate_function_here(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        sfinae: bool,
    ) -> Option<FuncId> {
        let (def, sig, ctx, params) = match &self.tmpl(id).kind {
            TemplateKind::Function { def, sig } => (
                def.clone(),
                sig.clone(),
                self.tmpl(id).ctx,
                self.tmpl(id).params.clone(),
            ),
            _ => return None,
        };
        let explicit = match self.explicit_spec(id, &args).as_deref() {
            Some(ast::Item::Function(f)) => Some(Rc::new(f.clone())),
            _ => None,
        };
        let is_explicit = explicit.is_some();
        let def = explicit.unwrap_or(def);
        let pctx = if is_explicit {
            ctx
        } else {
            self.bind_ctx(ctx, &params, &args, None)
        };
        let mark = self.diags.len();
        let unknown_mark = self.host.unknown_names;
        // Everything from here to the body runs in the scope the
        // arguments are bound in; an early `None` leaves it too.
        let mut sig_end = mark;
        let fid = self.in_context(pctx, |s| {
            // The signature is the immediate context: under SFINAE its
            // errors make the specialisation no candidate, and leave
            // nothing behind (`transaction.rs`). What is left are errors
            // of definitions instantiated while substituting.
            let ((ret, (ptys, local_tys)), found) =
                s.tentatively(|s| {
                    let ret = s.as_declared_return(&def.ret, |s| s.return_type(&def));
                    (ret, s.param_types(&def))
                });
            sig_end = s.diags.len();
            // (Named only when there is something to label: this runs for
            // every specialisation.)
            if sig_end > mark {
                let what = format!(
                    "function template '{}' [with {}]",
                    def.name.name,
                    s.describe_bindings(&params, &args)
                );
                s.note_substitution(mark, what, at);
            }
            // In host code a name cudac does not know (`cudaStream_t` without
            // its header, `std::vector<T>`) is its own ignorance, not a
            // substitution failure: the specialisation stays a candidate, with
            // the unknown type for that parameter.
            let errors = found.iter().filter(|d| d.severity == Severity::Error).count();
            let ignorance = s.in_host_mode() && errors == s.host.unknown_names - unknown_mark;
            if sfinae && errors > 0 && !ignorance {
                return None;
            }
            s.restore_diags(found);
            let space = cuda::exec_space(s, &def);
            if space == ExecSpace::Global
                && !cuda::check_kernel_signature(
                    s,
                    ret,
                    &def.ret,
                    def.variadic,
                    def.name.span,
                    sfinae,
                )
                && sfinae
            {
                return None;
            }
            // A member template's specialisation is a member function.
            let class = s.scopes.ctx(ctx).class;
            let cv = Cv {
                is_const: def.method.is_const,
                is_volatile: def.method.is_volatile,
                ..Cv::NONE
            };
            let is_static = def.storage == ast::StorageClass::Static;
            let ctor = class.is_some() && matches!(def.kind, ast::FnKind::Constructor);
            let conversion = match &def.kind {
                ast::FnKind::Conversion(te) if class.is_some() => Some(s.resolve_type(te)),
                _ => None,
            };
            let ret = match (ctor, conversion) {
                (true, _) => s.types.void(),
                (_, Some(t)) => t,
                _ => ret,
            };
            let method = class.map(|class| Method {
                class,
                is_static,
                kind: if ctor {
                    MethodKind::Constructor
                } else if conversion.is_some() {
                    MethodKind::Conversion
                } else {
                    MethodKind::Normal
                },
                is_const: cv.is_const,
                is_volatile: cv.is_volatile,
                explicit: def.explicit,
                ref_qual: def.method.ref_qual,
            });
            let mut all = Vec::new();
            if let Some(class) = class.filter(|_| !is_static) {
                let q = s.types.qualified(class, cv);
                all.push(s.types.pointer(q));
            }
            all.extend(ptys.iter().copied());
            let fty = s.types.function(ret, all, def.variadic);
            let scope = s.scopes.ctx(ctx).path.clone();
            let last_pack = sig.pack && sig.full().is_some();
            let (mret, mparams) = match sig.full() {
                Some(full) => full,
                None => {
                    // Only a symbol other code links against needs nvcc's
                    // spelling. A kernel host code could not find by
                    // nvcc's name is a missing kernel: an error.
                    let msg = "this specialization's symbol may differ from nvcc's: a part of its template's signature that depends on the template's parameters did not resolve to a form the Itanium ABI can write (an unsupported expression in a 'decltype', or a name from a header cudac does not read)";
                    // Under -rdc another file may link against a device
                    // function of the user's; the host's headers define
                    // none (their constexpr functions are inline), and a
                    // warning there would be read as this candidate's
                    // substitution failing (libstdc++'s `duration(const
                    // _Rep2&)` was no constructor of `nanoseconds`).
                    let users = !s.library_files.contains(&def.name.span.file);
                    if space == ExecSpace::Global {
                        s.error(def.name.span, format!("cannot name this kernel as nvcc does: {msg}"));
                    } else if s.opts.relocatable && users {
                        s.warning(def.name.span, msg);
                    }
                    (ret, ptys.clone())
                }
            };
            let op = if ctor {
                Some(mangle::Unqual::Ctor(1))
            } else if conversion.is_some() {
                // `cv T_`: the template's own target type.
                Some(mangle::Unqual::Conversion(mret))
            } else {
                s.operator_unqual(&def.name.name, mparams.len(), def.name.span)
            };
            let fn_name = |u| mangle::FnName {
                scope: &scope,
                name: u,
                params: &mparams,
                variadic: def.variadic,
                extern_c: false,
                method: method
                    .filter(|m| !m.is_static)
                    .map(|_| (cv.is_const, cv.is_volatile, def.method.ref_qual)),
                template: Some((&args, mret)),
                last_pack,
            };
            let base_symbol = ctor.then(|| s.mangle_fn(&fn_name(mangle::Unqual::Ctor(2))));
            let symbol =
                s.mangle_fn(&fn_name(op.unwrap_or(mangle::Unqual::Source(&def.name.name))));
            // A specialisation for a local class or a closure type has no
            // linkage outside this translation unit.
            let local_args = args.iter().any(|a| s.types.is_local_arg(a))
                || matches!(scope.first(), Some(PathSeg::Local(i)) if !s.types.local_scopes[*i as usize].vague)
                || scope
                    .iter()
                    .any(|seg| matches!(seg, PathSeg::Record(t) if s.types.is_local(*t)));
            // Kernels stay visible for the host to launch even when a template
            // argument is local (a lambda) or the template is in an anonymous
            // namespace (clang and nvcc emit them too).
            let origin = if is_explicit {
                cuda::FnOrigin::ExplicitSpecialization
            } else {
                cuda::FnOrigin::Instantiated
            };
            let linkage = cuda::function_linkage(
                space,
                origin,
                s.in_anonymous_namespace() || local_args,
                s.opts.relocatable,
            );
            let inline = Self::inline_hint(&def.attrs);
            let kernel_attrs = s.kernel_attrs(&def, space);
            let fid = s.add_function(Function {
                inline,
                kernel_attrs,
                method,
                constexpr: def.constexpr,
                constexpr_host: cuda::constexpr_host(&def),
                template_args: Some(args.clone()),
                scope: if method.is_none() {
                    scope.clone()
                } else {
                    Vec::new()
                },
                ..Function::declared(
                    def.name.name.clone(),
                    symbol,
                    fty,
                    ret,
                    space,
                    linkage,
                    def.name.span,
                )
            });
            // A constructor's base-object variant (`C2`), which the
            // complete-object one forwards to.
            if let Some(bs) = base_symbol {
                let f = &s.program.functions[fid];
                let base = Function {
                    symbol: bs,
                    method: f.method.map(|m| Method {
                        kind: MethodKind::BaseConstructor,
                        ..m
                    }),
                    ..f.clone()
                };
                let b = s.add_function(base);
                s.add_vtt_param(b);
                s.base_variant.insert(fid, b);
            }
            // Its default arguments, checked at each call that omits
            // them in the scope the template's arguments are bound in.
            s.record_default_args(fid, &def);
            let twin = s.base_variant.get(&fid).copied();
            s.record_exception_spec(fid, twin, &def);
            s.mark_deduced(fid, &def);
            if def.special == Some(ast::SpecialDef::Delete) {
                s.deleted.insert(fid);
            }
            if class.is_none() && def.storage == ast::StorageClass::Static {
                s.note_static_function(fid);
            }
            s.instance_of.insert(fid, id);
            s.templates[id]
                .instances
                .insert(args.clone(), Instance::Func(fid));
            // A specialisation for a template's own parameters, or for
            // what they leave unknown (a call in `decltype(f(x.g()))` of a
            // signature, typed with placeholders), is a pattern: only its
            // type is asked for, and its body waits for real arguments
            // (`auto` needs the body for its type).
            let pattern =
                args.iter().any(|a| s.arg_is_dependent(a)) || s.args_mention_unknown(&args);
            let deduced = s.deduced_ret.contains(&fid);
            let elsewhere = s.defined_elsewhere.contains(&(id, args.clone()));
            if pattern && !deduced || elsewhere {
            } else if pattern {
                // Only the deduced type is wanted from a pattern's body;
                // what fails there for want of real arguments
                // (`v<T>` of a variable template has no value yet) is no
                // error of the program's.
                s.probe(|s| s.instantiate_body(id, fid, &def, (&ptys, &local_tys), at));
            } else if s.waits_for_use(id, fid, &def) {
                // [temp.inst]p4: a candidate overload resolution does not
                // pick is declared, never defined (tag dispatch: only the
                // chosen overload's body need compile).
                let kind = (id, ptys.clone(), local_tys.clone(), at);
                s.defer_specialization(fid, def.clone(), kind, args.clone());
            } else {
                s.instantiate_body(id, fid, &def, (&ptys, &local_tys), at);
            }
            Some(fid)
        })?;
        let what = |s: &Self| {
            format!(
                "function template specialization '{}{}'",
                def.name.name,
                s.types.display_args(&args)
            )
        };
        self.note_instantiation(sig_end, what, at);
        Some(fid)
    }

    /// Whether specialisation `fid` of function template `id` (from `def`)
    /// is defined where it is used rather than at once: a device
    /// function's, whose body only a call, an address or reaching it from
    /// a kernel needs (`lazy.rs`); a `constexpr` one's too (the overload
    /// resolution that picks it defines it, before constant evaluation
    /// reads it); a host function's, which is read for the kernels it
    /// launches, and a candidate overload resolution does not pick
    /// launches none (CUB's in-place `DeviceScan::InclusiveSum(d, n,
    /// stream)` next to the one called: defined, it asked for a scan
    /// kernel of 64-bit offsets nvcc does not emit). A deduced return
    /// type waits too: the call that picks the function defines it before
    /// reading its type (`define_if_used`), and a candidate not picked
    /// has no body to instantiate ([dcl.spec.auto]p12: CuTe's
    /// `coalesce(Shape const&)`, whose `static_assert` rejects a `Layout`,
    /// beside the `coalesce(Layout<S, D> const&)` that is picked). A
    /// kernel (host code launches it) and a generic lambda's call
    /// operator are defined now.
    fn waits_for_use(&self, id: TemplateId, fid: FuncId, def: &ast::FunctionDef) -> bool {
        let space = self.program.functions[fid].space;
        matches!(
            space,
            ExecSpace::Device | ExecSpace::HostDevice | ExecSpace::Host
        ) && matches!(def.body, ast::Body::Stmt(_))
            && !self.generic_lambdas.contains_key(&id)
    }

    /// The body of specialisation `fid` of function template `id` from
    /// `def` (none if `def` has none yet), in the scope its arguments are
    /// bound in.
    pub(crate) fn instantiate_body(
        &mut self,
        id: TemplateId,
        fid: FuncId,
        def: &Rc<ast::FunctionDef>,
        (ptys, local_tys): (&[TypeId], &[TypeId]),
        at: Span,
    ) {
        let space = self.program.functions[fid].space;
        // Its return type, only declared with the specialisation
        // (`as_declared_return`), is defined with it.
        let ret = self.program.functions[fid].ret;
        self.require_complete(self.types.referee(ret).unwrap_or(ret));
        match &def.body {
            // The body is no part of a substitution's immediate context:
            // its errors stand (`transaction.rs`).
            ast::Body::Stmt(body) => self.definition(|s| {
                s.instantiate_stmt_body(id, fid, def, body, (ptys, local_tys), at, space)
            }),
            ast::Body::Skipped(_) => {
                self.program.functions[fid].body = Some(Vec::new());
            }
            ast::Body::None => {}
        }
    }

    /// The body of specialisation `fid` (space `space`) of function
    /// template `id`, defined by `def`, asked for at `at`.
    #[allow(clippy::too_many_arguments)]
    fn instantiate_stmt_body(
        &mut self,
        id: TemplateId,
        fid: FuncId,
        def: &Rc<ast::FunctionDef>,
        body: &ast::Stmt,
        (ptys, local_tys): (&[TypeId], &[TypeId]),
        at: Span,
        space: ExecSpace,
    ) {
        if !self.enter_instantiation(at) {
            return;
        }
        let state = self.take_fn_state();
        // The lambdas around the call are not around the
        // specialisation's body.
        let frames = std::mem::take(&mut self.lambda_frames);
        // A template of cudac's headers (`__ldcg<T>`) reports
        // target and type errors at the user's use, as
        // `ensure_defined` does for its functions.
        let outer_use = self.library_use;
        if outer_use.is_none() && self.library_files.contains(&def.name.span.file) {
            self.library_use = Some((fid, at));
        }
        match self.generic_lambdas.get(&id).cloned() {
            Some(env) => self.define_generic_call_operator(fid, def, ptys, local_tys, body, &env),
            None if space.on_device() => {
                let horizon = Some(super::lookup::Horizon {
                    file: def.name.span.file,
                    functions: self.tmpl(id).horizon,
                });
                let tys = (ptys, local_tys);
                match self.base_variant.get(&fid).copied() {
                    // A constructor: the base-object variant has the
                    // body, the complete-object one forwards.
                    Some(base) => {
                        self.define_function_seeing(base, def, tys, body, horizon);
                        self.define_forwarder(fid, base);
                    }
                    None => self.define_function_seeing(fid, def, tys, body, horizon),
                }
            }
            // (A constructor's body is its base-object variant's, as
            // `define_method` checks it.)
            None => {
                let body_of = self.base_variant.get(&fid).copied().unwrap_or(fid);
                self.check_host_body(body_of, def, ptys, local_tys, body);
                self.program.functions[fid].body = Some(Vec::new());
            }
        }
        self.library_use = outer_use;
        self.lambda_frames = frames;
        self.restore_fn_state(state);
        self.inst_depth -= 1;
    }

    /// A function template defined after specialisations were asked for
    /// (declared, called, then defined: the usual order of a host
    /// `runTest<T>` after `main`): their bodies now, as a compiler does at
    /// the end of the translation unit, each checked as a new
    /// specialisation would be (a kernel strictly, host code leniently).
    pub(crate) fn define_earlier_instances(&mut self, id: TemplateId) {
        let (def, ctx, params) = match &self.tmpl(id).kind {
            TemplateKind::Function { def, .. } => {
                (def.clone(), self.tmpl(id).ctx, self.tmpl(id).params.clone())
            }
            _ => return,
        };
        let mut pending: Vec<(Vec<TArg>, FuncId)> = self
            .tmpl(id)
            .instances
            .iter()
            .filter_map(|(args, inst)| match inst {
                Instance::Func(f) => Some((args.clone(), *f)),
                Instance::Type(_) | Instance::Var(_) => None,
            })
            .filter(|(args, f)| {
                self.program.functions[*f].body.is_none()
                    && self.explicit_spec(id, args).is_none()
                    && !self.defined_elsewhere.contains(&(id, args.clone()))
            })
            .collect();
        pending.sort_by_key(|(_, f)| f.0);
        for (args, fid) in pending {
            let at = self.program.functions[fid].span;
            let space = self.program.functions[fid].space;
            let pctx = self.bind_ctx(ctx, &params, &args, None);
            self.in_context(pctx, |s| {
                let (ptys, local_tys) = s.param_types(&def);
                if space == ExecSpace::Global {
                    let strict = s.begin_strict();
                    s.instantiate_body(id, fid, &def, (&ptys, &local_tys), at);
                    s.end_strict(strict);
                } else if cuda::is_host_only(&def) {
                    let hold = s.begin_hold();
                    s.host.mode += 1;
                    s.instantiate_body(id, fid, &def, (&ptys, &local_tys), at);
                    s.host.mode -= 1;
                    s.end_hold(hold, Some(super::host::Entity::Func(fid)));
                } else if s.device_body_waits(fid) {
                    // A device function's body waits for its use, or, used
                    // already, for the end of the unit (`lazy.rs`): the
                    // point of instantiation is there, not here.
                    let kind = (id, ptys, local_tys, at);
                    s.defer_specialization(fid, def.clone(), kind, args.clone());
                    s.queue_if_requested(fid, at);
                } else {
                    s.instantiate_body(id, fid, &def, (&ptys, &local_tys), at);
                }
            });
        }
    }

    /// `id<args>` for a class or alias template.
    pub(crate) fn instantiate_type(&mut self, id: TemplateId, args: Vec<TArg>, at: Span) -> TypeId {
        self.instantiate_type_as(id, args, at, false)
    }

    /// `instantiate_type`; a class specialisation only declared when
    /// `defer` (`lazy_class.rs`), else defined (also one deferred before).
    fn instantiate_type_as(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        defer: bool,
    ) -> TypeId {
        self.report_poisoned_use(id, at);
        let t = self.specialize_type(id, args, at, defer);
        // (An alias template's type is no specialisation of its own: it
        // names the type it stands for, complete or not, as written.)
        let own = self.types.record(t).and_then(|r| r.template.as_ref());
        let own = own.is_some_and(|(of, _)| *of == id.0);
        if own && !defer {
            self.require_complete(t);
        }
        if own {
            self.instantiated_from_poisoned(id, super::host::Entity::Type(t));
        }
        t
    }

    /// `id<args>`; a class specialisation made now is defined at once,
    /// or only declared when `defer` (`lazy_class.rs`).
    fn specialize_type(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
        defer: bool,
    ) -> TypeId {
        if let Some(Instance::Type(t)) = self.tmpl(id).instances.get(&args) {
            return *t;
        }
        // Host code naming a specialisation of something cudac does not
        // know (`Box<std::string>`): the type is not known either.
        if self.args_mention_unknown(&args) {
            return self.unknown_type();
        }
        let ctx = self.tmpl(id).ctx;
        if let TemplateKind::Alias { ty } = &self.tmpl(id).kind {
            let ty = ty.clone();
            let params = self.tmpl(id).params.clone();
            let pctx = self.bind_ctx(ctx, &params, &args, None);
            // Read where the alias is declared (a namespace or a class),
            // not in the function naming it: `template <int n> using P =
            // int8_t[div_up(n, 8) * 8];` calls its constexpr host function
            // from no device function, as nvcc sees it (HeCBench's
            // langford, without --expt-relaxed-constexpr).
            return self.outside_function(|s| s.in_context(pctx, |s| s.resolve_type(&ty)));
        }
        let TemplateKind::Class { is_union, .. } = &self.tmpl(id).kind else {
            return self.int_ty();
        };
        let is_union = *is_union;
        let name = self.tmpl(id).name.clone();
        let t = self.types.new_record(name, is_union);
        let scope = self.scopes.ctx(ctx).path.clone();
        if let Some(r) = self.types.record_mut(t) {
            r.scope = scope;
            r.template = Some((id.0, args.clone()));
        }
        self.templates[id]
            .instances
            .insert(args.clone(), Instance::Type(t));
        if args.iter().any(|a| self.arg_is_dependent(a)) {
            // `Vec<T>` in a template's signature: a pattern, never defined.
            return t;
        }
        if defer {
            self.defer_definition(id, t, args, at);
            return t;
        }
        self.define_instance(id, t, &args, at);
        t
    }

    /// The specialisations of class template `id` made while it was only
    /// declared (`typedef basic_string<char> string;` before
    /// `basic_string`'s definition), defined now that it has one, as a
    /// class's definition completes what its forward declaration named.
    pub(crate) fn define_declared_instances(&mut self, id: TemplateId, at: Span) {
        let pending: Vec<(Vec<TArg>, TypeId)> = self
            .tmpl(id)
            .instances
            .iter()
            .filter_map(|(args, i)| match i {
                Instance::Type(t) if !self.types.is_complete(*t) => Some((args.clone(), *t)),
                _ => None,
            })
            .filter(|(args, t)| {
                // (One only declared waits for its use: `lazy_class.rs`.)
                !self.is_deferred(*t)
                    && !args.iter().any(|a| self.arg_is_dependent(a))
                    && self
                        .types
                        .record(*t)
                        .and_then(|r| r.template.as_ref())
                        .is_some_and(|(of, _)| *of == id.0)
            })
            .collect();
        for (args, t) in pending {
            self.define_instance(id, t, &args, at);
        }
    }

    /// Defines specialisation `t` (`id<args>`, not dependent) from an
    /// explicit specialisation, the first partial specialisation that
    /// matches, or the primary template; left incomplete when there is
    /// no definition yet.
    pub(crate) fn define_instance(&mut self, id: TemplateId, t: TypeId, args: &[TArg], at: Span) {
        let ctx = self.tmpl(id).ctx;
        let TemplateKind::Class { def: primary, .. } = &self.tmpl(id).kind else {
            return;
        };
        let primary = primary.clone();
        let name = self.tmpl(id).name.clone();
        let tspan = self.tmpl(id).span;
        // The definition: an explicit specialisation, the first partial
        // specialisation that matches, or the primary template.
        let explicit = match self.explicit_spec(id, args).as_deref() {
            Some(ast::Item::Record(r)) => Some(Rc::new(r.clone())),
            _ => None,
        };
        let (def, pctx, from) = if let Some(d) = explicit {
            let pctx = self.bind_ctx(ctx, &[], &[], Some((&name, t, tspan)));
            (d, pctx, DefinedFrom::Explicit)
        } else if let Some((PartialDef::Class(def), params, bound, k)) =
            self.matching_partial(id, args)
        {
            let pctx = self.bind_ctx(ctx, &params, &bound, Some((&name, t, tspan)));
            (def, pctx, DefinedFrom::Partial(k))
        } else {
            let Some(def) = primary else { return };
            let params = self.tmpl(id).params.clone();
            let pctx = self.bind_ctx(ctx, &params, args, Some((&name, t, tspan)));
            (def, pctx, DefinedFrom::Primary)
        };
        if def.fields.is_none() || !self.enter_instantiation(at) {
            return;
        }
        self.templates[id].defined_from.insert(t, from);
        // The class's definition is no part of a substitution's immediate
        // context: its errors stand (`transaction.rs`).
        self.definition(|s| s.define_class_instance(id, t, &def, pctx, at));
    }

    /// The definition of specialisation `t` of class template `id` from
    /// `def`, its arguments bound in `pctx`, asked for at `at`.
    fn define_class_instance(
        &mut self,
        id: TemplateId,
        t: TypeId,
        def: &ast::RecordDef,
        pctx: super::scope::CtxId,
        at: Span,
    ) {
        let mark = self.diags.len();
        self.in_context(pctx, |s| {
            s.outside_function(|s| {
                s.define_record(t, def);
                // An explicit specialisation's members are defined as a
                // class's; the primary template's are not its, nor a
                // partial specialisation's.
                let from = s.tmpl(id).defined_from.get(&t).copied();
                let members = match from {
                    Some(DefinedFrom::Explicit) => Vec::new(),
                    Some(DefinedFrom::Partial(k)) => s.tmpl(id).partials[k].members.clone(),
                    _ => s.tmpl(id).members.clone(),
                };
                for m in members {
                    s.define_member_instance(t, &m);
                }
                if from == Some(DefinedFrom::Explicit) {
                    return;
                }
                let member_templates = match from {
                    Some(DefinedFrom::Partial(k)) => {
                        s.tmpl(id).partials[k].member_templates.clone()
                    }
                    _ => s.tmpl(id).member_templates.clone(),
                };
                for (params, m) in member_templates {
                    s.define_member_template(t, &params, &m);
                }
                let statics = s.tmpl(id).static_members.clone();
                for v in statics {
                    s.define_static_member_of(&v, t);
                }
            })
        });
        self.inst_depth -= 1;
        let what = |s: &Self| format!("template class '{}'", s.types.display(t));
        self.note_instantiation(mark, what, at);
    }

    /// `id<args>` for a variable template: a namespace-scope variable of
    /// the template's scope, declared with the parameters bound (its type
    /// and initialiser substituted), named as nvcc names it
    /// (`_Z4pi_vIfE`). Each specialisation is made once.
    pub(crate) fn instantiate_variable(
        &mut self,
        id: TemplateId,
        args: Vec<TArg>,
        at: Span,
    ) -> Option<crate::ir::GlobalId> {
        self.report_poisoned_use(id, at);
        if let Some(Instance::Var(g)) = self.tmpl(id).instances.get(&args) {
            return Some(*g);
        }
        let TemplateKind::Variable { decl } = &self.tmpl(id).kind else {
            return None;
        };
        let mut decl = decl.clone();
        let (ctx, mut params) = (self.tmpl(id).ctx, self.tmpl(id).params.clone());
        let mut bound = args.clone();
        // An explicit specialisation's declaration has no parameters.
        let mut implicit = true;
        if let Some(ast::Item::Vars(vs)) = self.explicit_spec(id, &args).as_deref() {
            if let Some(v) = vs.first() {
                decl = Rc::new(v.clone());
                params.clear();
                bound.clear();
                implicit = false;
            }
        } else if let Some((PartialDef::Var(v), pparams, pbound, _)) =
            self.matching_partial(id, &args)
        {
            // The partial specialisation that matches, its own
            // parameters bound to what matching deduced.
            decl = v;
            params = pparams;
            bound = pbound;
        }
        let scope = self.scopes.ctx(ctx).path.clone();
        let symbol = mangle::variable_specialization(&self.types, &scope, &decl.name.name, &args);
        let name = format!("{}{}", decl.name.name, self.types.display_args(&args));
        if !self.enter_instantiation(at) {
            return None;
        }
        let mark = self.diags.len();
        let pctx = self.bind_ctx(ctx, &params, &bound, None);
        let g = self.in_context(pctx, |s| {
            s.outside_function(|s| s.declare_variable_specialization(&decl, name.clone(), symbol))
        });
        self.inst_depth -= 1;
        self.note_instantiation(mark, |_| format!("variable template '{name}'"), at);
        if let Some(g) = g {
            // Every file using an implicit specialisation defines it; the
            // linker keeps one (as clang and nvcc emit it).
            let gl = &mut self.program.globals[g];
            if implicit && gl.linkage == crate::ir::Linkage::External {
                gl.linkage = crate::ir::Linkage::LinkOnceOdr;
            }
            self.templates[id].instances.insert(args, Instance::Var(g));
        }
        g
    }

    /// `pi_v<float>` in an expression: the specialisation, as the
    /// variable it is.
    pub(crate) fn variable_template_ref(
        &mut self,
        id: TemplateId,
        name: &ast::Ident,
        span: Span,
    ) -> crate::ir::Expr {
        let Some(written) = name.args.clone() else {
            self.error(
                name.span,
                format!(
                    "use of variable template '{}' requires template arguments",
                    name.name
                ),
            );
            return self.error_expr(span);
        };
        let g = self
            .template_args(id, &written, name.span)
            .and_then(|args| self.instantiate_variable(id, args, name.span));
        match g {
            Some(g) => self.global_ref(g, &name.name, span),
            None => self.error_expr(span),
        }
    }

    /// Resolves a template-id used as a type or qualifier (`Vec<float>`,
    /// `Ptr<int>`): the specialisation's type.
    pub(crate) fn template_type(&mut self, id: TemplateId, name: &ast::Ident) -> Option<TypeId> {
        let Some(written) = &name.args else {
            let what = self.template_kind_name(id);
            self.error(
                name.span,
                format!("use of {what} '{}' requires template arguments", name.name),
            );
            return None;
        };
        let written = written.clone();
        if let TemplateKind::Param { index } = self.tmpl(id).kind {
            return self.param_template_type(id, index, &written);
        }
        let args = self.template_args(id, &written, name.span)?;
        let defer = self.may_defer(name.span);
        Some(self.instantiate_type_as(id, args, name.span, defer))
    }

    /// `H<T>` where `H` is template template parameter `index` of the
    /// template whose signature is built: a pattern record (its
    /// `param_index` is `H`'s, its `template` the arguments), one per
    /// argument list, mangled `T_ I … E` and deduced by binding `H`.
    fn param_template_type(
        &mut self,
        id: TemplateId,
        index: u32,
        written: &[ast::TemplateArg],
    ) -> Option<TypeId> {
        let mut args = Vec::new();
        for w in written {
            match w {
                // `Ptr<First, Args...>`: one argument per element (in a
                // pattern, the pack's placeholder, which deduction expands).
                ast::TemplateArg::Expansion(pattern) => {
                    let n = match &**pattern {
                        ast::TemplateArg::Type(te) => self.pack_length(te),
                        ast::TemplateArg::Expr(e) => self.pack_expr_length(e),
                        ast::TemplateArg::Expansion(_) => None,
                    }?;
                    for i in 0..n {
                        let a = self.with_pack_element(i, |s| s.param_template_arg(pattern))?;
                        args.push(a);
                    }
                }
                w => args.push(self.param_template_arg(w)?),
            }
        }
        if let Some(Instance::Type(t)) = self.tmpl(id).instances.get(&args) {
            return Some(*t);
        }
        let name = self.tmpl(id).name.clone();
        let t = self.types.new_record(name, false);
        if let Some(r) = self.types.record_mut(t) {
            r.param_index = Some(index);
            r.template = Some((id.0, args.clone()));
        }
        self.templates[id].instances.insert(args, Instance::Type(t));
        Some(t)
    }

    /// One argument written for a template template parameter (whose own
    /// parameters' kinds are not known here): a type if it names one.
    fn param_template_arg(&mut self, w: &ast::TemplateArg) -> Option<TArg> {
        Some(match w {
            ast::TemplateArg::Type(te) => TArg::Type(self.resolve_type(te)),
            ast::TemplateArg::Expr(e) => match &e.kind {
                ast::ExprKind::Name(path)
                    if self
                        .peek_path(path)
                        .is_some_and(|s| matches!(s, super::scope::Symbol::Type(_))) =>
                {
                    let te = ast::TypeExpr::named(path.clone(), e.span);
                    TArg::Type(self.resolve_type(&te))
                }
                _ => {
                    let v = self.check_expr(e);
                    let ty = v.ty;
                    TArg::Value(self.fold(&v)?, ty)
                }
            },
            ast::TemplateArg::Expansion(_) => return None,
        })
    }

    /// Replaces the function template patterns among `cands` by the
    /// specialisations deduction finds for `args` (after `explicit`
    /// arguments); the reasons templates were set aside come back too.
    pub(crate) fn expand_templates(
        &mut self,
        cands: &[FuncId],
        explicit: Option<&[ast::TemplateArg]>,
        operand: Option<&Expr>,
        args: &[Expr],
        at: Span,
    ) -> (Vec<FuncId>, Vec<(Span, String)>) {
        // An operator's left operand is a non-member's first argument.
        let with_operand: Option<Vec<Expr>> = operand.map(|o| {
            std::iter::once(o.clone())
                .chain(args.iter().cloned())
                .collect()
        });
        let mut out = Vec::new();
        let mut ignored = Vec::new();
        for &f in cands {
            let Some(id) = self.program.functions[f].pattern else {
                if explicit.is_none() && !out.contains(&f) {
                    out.push(f);
                }
                continue;
            };
            let span = self.tmpl(id).span;
            let (explicit_args, found) = self.tentatively(|s| match explicit {
                Some(w) => s.explicit_args(id, w, at),
                None => Some(Vec::new()),
            });
            // An argument that does not fit its parameter (`get<Pos>` of a
            // value `Pos` for `template <class T, class... Ts> get(…)`,
            // libcu++'s get-by-type next to get-by-index) makes no
            // candidate ([temp.deduct]p2), quietly.
            let invalid = found.iter().any(|d| d.is_error());
            let Some(explicit_args) = explicit_args.filter(|_| !invalid) else {
                ignored.push((
                    span,
                    "candidate template ignored: invalid explicitly-specified argument".to_string(),
                ));
                continue;
            };
            let takes_this = self.program.functions[f]
                .method
                .is_some_and(|m| m.takes_this());
            let call_args = match &with_operand {
                Some(all) if !takes_this => all.as_slice(),
                _ => args,
            };
            let (deduced, deduction) = self.tentatively(|s| {
                s.restore_diags(found);
                s.deduce_call(id, &explicit_args, call_args)
            });
            if deduced.is_ok() {
                self.restore_diags(deduction);
            }
            match deduced {
                Ok(targs) => match self.instantiate_function(id, targs, at, true) {
                    Some(fid) if !out.contains(&fid) => out.push(fid),
                    Some(_) => {}
                    None => ignored.push((
                        span,
                        "candidate template ignored: substitution failure".to_string(),
                    )),
                },
                Err(why) => ignored.push((span, format!("candidate template ignored: {why}"))),
            }
        }
        (out, ignored)
    }
}
