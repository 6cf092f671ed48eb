//! Bodies checked on first use.
//!
//! Three kinds of function are declared with their signature and have their
//! body checked only when something uses them (`ensure_defined`):
//! - inline functions of cudac's own headers (most files use a few of the
//!   device function library's hundreds);
//! - member functions of class template specialisations, and of classes
//!   nested in them: C++ instantiates a member's definition only where it
//!   is used ([temp.inst]p4), so a member that does not compile for some
//!   arguments (`Vec<NoCopy>::clone`) is no error unless it is called,
//!   and an unused member launches no kernel. Virtual members are
//!   instantiated with their class: its vtable names them;
//! - device function template specialisations ([temp.inst]p4 again): a
//!   candidate overload resolution considers but does not pick is never
//!   defined, so tag dispatch's other overloads need not compile for the
//!   arguments (`instantiate.rs`, `waits_for_use`).
//!
//! Input: the declaration (its AST and declaration context), recorded
//! where its body is seen (`defer_member`, `decl.rs` for library
//! functions). Output: the body, checked in that context as it would
//! have been there, when a call, an address, a constructor or destructor
//! use asks for it (`ensure_defined`); `define_reached_members` then
//! checks whatever device code reaches that no use asked for.
//!
//! Invariants: a body is checked at most once; a use before the body is
//! seen is remembered (`requested`) so the body is checked as soon as it
//! arrives; errors in a member's body name the use that instantiated it;
//! recursion through members that instantiate further specialisations is
//! bounded by the instantiation depth.

use super::{scope, Sema};
use crate::ast;
use crate::ir::FuncId;
use crate::source::Span;
use crate::types::TypeId;
use std::rc::Rc;

/// A function whose body waits for its first use.
pub(crate) struct LazyBody {
    def: Rc<ast::FunctionDef>,
    ctx: scope::CtxId,
    kind: LazyKind,
}

enum LazyKind {
    /// An inline function of cudac's headers, with its parameter and
    /// local types.
    Library {
        ptys: Vec<TypeId>,
        local_tys: Vec<TypeId>,
    },
    /// A member function of a templated class (or of a library header's
    /// class).
    Member,
    /// A function template's specialisation (`instantiate.rs`): the
    /// template, the parameter and local types, and where it was first
    /// asked for.
    Specialization {
        template: crate::ir::TemplateId,
        ptys: Vec<TypeId>,
        local_tys: Vec<TypeId>,
        at: Span,
        /// Its template arguments (the "in instantiation of" note names
        /// them).
        args: Vec<crate::types::TArg>,
    },
}

impl Sema<'_> {
    /// Leaves the body of library function `id` (declared by `def` in the
    /// current context) for its first use.
    pub(crate) fn defer_library_body(
        &mut self,
        id: FuncId,
        def: &ast::FunctionDef,
        ptys: Vec<TypeId>,
        local_tys: Vec<TypeId>,
    ) {
        let lazy = LazyBody {
            def: Rc::new(def.clone()),
            ctx: self.scopes.current(),
            kind: LazyKind::Library { ptys, local_tys },
        };
        self.lazy_bodies.insert(id, lazy);
    }

    /// Whether member function `id`, whose body is being declared in the
    /// current (class) context, waits for its first use: a non-virtual
    /// member of a templated class that nothing has asked for yet.
    pub(crate) fn member_waits(&self, id: FuncId) -> bool {
        // A class of a library header (`numeric_limits<float>`'s
        // members call the host compiler's builtins) waits as a
        // templated class's members do.
        let in_library = self
            .library_files
            .contains(&self.program.functions[id].span.file);
        (self.scopes.is_templated(self.scopes.current()) || in_library)
            && !self.is_virtual(id)
            && !self.requested.contains(&id)
            && !self.of_local_class(id)
    }

    /// Whether `id` is a member of a local class (not a closure type):
    /// such members are instantiated with their enclosing function, used
    /// or not, as nvcc does: Thrust's `get_value` declares a local
    /// `HostPath` whose host `operator()` copies across systems, and the
    /// kernels that copy launches are emitted for every device read
    /// through a `device_reference`.
    fn of_local_class(&self, id: FuncId) -> bool {
        let Some(m) = self.program.functions[id].method else {
            return false;
        };
        self.types.record(m.class).is_some_and(|r| {
            r.closure.is_none()
                && r.scope
                    .iter()
                    .any(|s| matches!(s, crate::types::PathSeg::Local(_)))
        })
    }

    /// Leaves the body of member `id` (defined by `def`, in the current
    /// class context) for its first use.
    /// The definition (and its context) of member `f` of a templated
    /// class whose body waits for its first use.
    pub(crate) fn waiting_member_def(
        &self,
        f: FuncId,
    ) -> Option<(Rc<ast::FunctionDef>, scope::CtxId)> {
        let lazy = self.lazy_bodies.get(&f)?;
        matches!(lazy.kind, LazyKind::Member).then(|| (lazy.def.clone(), lazy.ctx))
    }

    pub(crate) fn defer_member(&mut self, id: FuncId, def: &ast::FunctionDef) {
        let lazy = LazyBody {
            def: Rc::new(def.clone()),
            ctx: self.scopes.current(),
            kind: LazyKind::Member,
        };
        self.lazy_bodies.insert(id, lazy);
    }

    /// Checks the body of function `f` now if it was left for its first
    /// use, where it was declared (no enclosing function's state or
    /// lambdas around it). `use_span` is where it is first used: where a
    /// target-architecture error in a library body is reported, and the
    /// point of instantiation of a member.
    pub(crate) fn ensure_defined(&mut self, f: FuncId, use_span: Span) {
        if self.defer_to_unit_end(f, use_span) {
            return;
        }
        let Some(lazy) = self.lazy_bodies.remove(&f) else {
            if self.program.functions[f].body.is_none() {
                self.requested.insert(f);
            }
            return;
        };
        let ast::Body::Stmt(body) = &lazy.def.body else {
            return;
        };
        // A body is no part of a substitution's immediate context: its
        // errors stand (`transaction.rs`).
        self.definition(|s| s.define_lazy(f, &lazy, body, use_span));
    }

    /// Whether the body of `f`, used at `use_span`, waits for the end of
    /// the unit (noted there): a function template specialisation's or a
    /// templated class's member's that device code uses. The end of the
    /// translation unit is a point of instantiation of every such
    /// specialisation ([temp.point]p7), and it is where clang and nvcc
    /// instantiate them: a dependent call there finds by argument-
    /// dependent lookup the overloads declared after the use
    /// (HeCBench's rsbench declares its `Window *` overloads after the
    /// kernels that call the templates using them). What needs the body
    /// at once is defined at once: a `constexpr` function (constant
    /// evaluation reads it), and host code's uses (held regions and
    /// the kernels a host body launches are read where it is used).
    fn defer_to_unit_end(&mut self, f: FuncId, use_span: Span) -> bool {
        // Device code uses it: a device function or kernel (also one
        // host code instantiates, its launch's kernel), or any body
        // checked outside host code.
        let device_user = match self.func.as_ref().map(|f| f.space) {
            Some(crate::ir::ExecSpace::Device | crate::ir::ExecSpace::Global) => true,
            Some(_) => !self.in_host_mode(),
            None => false,
        };
        // Inside a held region (host code, a library's declarations) the
        // body's problems belong to the region: defined there, as before.
        if self.unit_end_bodies.is_none() || !device_user || self.open_holds() > 0 {
            return false;
        }
        let Some(lazy) = self.lazy_bodies.get(&f) else {
            return false;
        };
        let func = &self.program.functions[f];
        let templated = match lazy.kind {
            LazyKind::Specialization { .. } => true,
            LazyKind::Member => func.method.is_some_and(|m| {
                self.types
                    .record(m.class)
                    .is_some_and(|r| r.closure.is_none())
            }),
            LazyKind::Library { .. } => false,
        };
        let device = matches!(
            func.space,
            crate::ir::ExecSpace::Device | crate::ir::ExecSpace::HostDevice
        );
        if !templated || !device || func.constexpr || self.deduced_ret.contains(&f) {
            return false;
        }
        if let Some(waiting) = &mut self.unit_end_bodies {
            waiting.push((f, use_span));
        }
        true
    }

    /// Whether the body of specialisation `fid`, a device function's,
    /// waits (`define_earlier_instances`): not `constexpr`, no deduced
    /// return type, and the unit not yet ended.
    pub(crate) fn device_body_waits(&self, fid: FuncId) -> bool {
        let f = &self.program.functions[fid];
        self.unit_end_bodies.is_some()
            && f.space == crate::ir::ExecSpace::Device
            && !f.constexpr
            && !self.deduced_ret.contains(&fid)
    }

    /// Queues `fid`'s body for the end of the unit if a use asked for it
    /// before it was seen (`requested`).
    pub(crate) fn queue_if_requested(&mut self, fid: FuncId, at: Span) {
        if self.requested.remove(&fid) {
            if let Some(waiting) = &mut self.unit_end_bodies {
                waiting.push((fid, at));
            }
        }
    }

    /// Defines the bodies left for the end of the unit
    /// (`defer_to_unit_end`), in the order they were first used; what
    /// they use is defined as it is used.
    pub(crate) fn define_at_unit_end(&mut self) {
        let Some(waiting) = self.unit_end_bodies.take() else {
            return;
        };
        for (f, at) in waiting {
            self.ensure_defined(f, at);
        }
    }

    fn define_lazy(&mut self, f: FuncId, lazy: &LazyBody, body: &ast::Stmt, use_span: Span) {
        match &lazy.kind {
            LazyKind::Library { ptys, local_tys } => self.as_own_definition(lazy.ctx, |s| {
                // Nested library functions report at the user's outermost
                // use.
                let outer_use = s.library_use;
                if outer_use.is_none() {
                    s.library_use = Some((f, use_span));
                }
                s.define_function(f, &lazy.def, ptys, local_tys, body);
                s.library_use = outer_use;
            }),
            LazyKind::Member => self.instantiate_member(f, lazy, use_span),
            LazyKind::Specialization {
                template,
                ptys,
                local_tys,
                at,
                args,
            } => {
                let mark = self.diags.len();
                self.in_context(lazy.ctx, |s| {
                    s.instantiate_body(*template, f, &lazy.def, (ptys, local_tys), *at)
                });
                let what = |s: &Self| {
                    let args = s.types.display_args(args);
                    format!(
                        "function template specialization '{}{args}'",
                        lazy.def.name.name
                    )
                };
                self.note_instantiation(mark, what, *at);
            }
        }
    }

    /// Leaves the body of specialisation `id` (of the template and with
    /// the types `kind` gives, declared in the current context, which
    /// binds its arguments) for its first use.
    pub(crate) fn defer_specialization(
        &mut self,
        id: FuncId,
        def: Rc<ast::FunctionDef>,
        kind: (crate::ir::TemplateId, Vec<TypeId>, Vec<TypeId>, Span),
        args: Vec<crate::types::TArg>,
    ) {
        let (template, ptys, local_tys, at) = kind;
        let lazy = LazyBody {
            def,
            ctx: self.scopes.current(),
            kind: LazyKind::Specialization {
                template,
                ptys,
                local_tys,
                at,
                args,
            },
        };
        self.lazy_bodies.insert(id, lazy);
    }

    /// Runs `f` in declaration context `ctx` as a definition of its own:
    /// outside the function being checked and the lambdas around it.
    fn as_own_definition(&mut self, ctx: scope::CtxId, f: impl FnOnce(&mut Self)) {
        self.in_context(ctx, |s| {
            let frames = std::mem::take(&mut s.lambda_frames);
            s.outside_function(f);
            s.lambda_frames = frames;
        });
    }

    /// What member `f` of a class template's specialisation, defined by
    /// `def` inside the template's definition, sees of the functions
    /// declared in its file: those declared before the template
    /// ([temp.nondep]: a non-dependent call binds where the template is
    /// defined). `None` for other members (defined out of line, in an
    /// explicit or partial specialisation), which see everything.
    fn class_template_horizon(
        &self,
        f: FuncId,
        def: &ast::FunctionDef,
    ) -> Option<super::lookup::Horizon> {
        let class = self.program.functions[f].method?.class;
        let (tid, _) = self.types.record(class)?.template.as_ref()?;
        let t = self.templates.get(crate::ir::TemplateId(*tid))?;
        let inside = t.span.file == def.name.span.file
            && t.span.start <= def.name.span.start
            && def.name.span.end <= t.span.end;
        inside.then_some(super::lookup::Horizon {
            file: t.span.file,
            functions: t.horizon,
        })
    }

    /// The definition of lazily instantiated member `f`, used first at
    /// `at`.
    fn instantiate_member(&mut self, f: FuncId, lazy: &LazyBody, at: Span) {
        if !self.enter_instantiation(at) {
            return;
        }
        let mark = self.diags.len();
        // Host code asking for a member holds the member's own errors on
        // it, to be reported if device code uses it too (`host.rs`).
        let hold = self.in_host_mode().then(|| self.begin_hold());
        let horizon = self.class_template_horizon(f, &lazy.def);
        self.as_own_definition(lazy.ctx, |s| s.define_method_seeing(f, &lazy.def, horizon));
        if let Some(h) = hold {
            self.end_hold(h, Some(super::host::Entity::Func(f)));
        }
        self.inst_depth -= 1;
        let what = |s: &Self| {
            let func = &s.program.functions[f];
            match func.method.map(|m| s.types.display(m.class)) {
                Some(c) => format!("member function '{c}::{}'", func.name),
                None => format!("member function '{}'", func.name),
            }
        };
        self.note_instantiation(mark, what, at);
    }

    /// Checks every waiting member function of class `t` (an explicit
    /// instantiation definition at `at` asks for all of them).
    pub(crate) fn define_members_of(&mut self, t: TypeId, at: Span) {
        let mut waiting: Vec<FuncId> = self
            .lazy_bodies
            .keys()
            .copied()
            .filter(|&f| {
                self.program.functions[f]
                    .method
                    .is_some_and(|m| self.types.unqual(m.class) == self.types.unqual(t))
            })
            .collect();
        waiting.sort();
        for f in waiting {
            self.ensure_defined(f, at);
        }
    }

    /// Checks the waiting members device code reaches without a use
    /// having asked for them (an implicit call made where no lookup
    /// happened), until none is left: the device module never calls a
    /// function whose body it lacks.
    pub(crate) fn define_reached_members(&mut self) {
        loop {
            let reached = self
                .program
                .reachable(super::cuda::device_roots(&self.program));
            let mut waiting: Vec<FuncId> = reached
                .keys()
                .copied()
                .filter(|f| self.lazy_bodies.contains_key(f))
                .collect();
            if waiting.is_empty() {
                return;
            }
            waiting.sort();
            for f in waiting {
                let at = self.program.functions[f].span;
                self.ensure_defined(f, at);
            }
        }
    }
}
