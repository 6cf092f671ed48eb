//! Lambda expressions.
//!
//! A lambda is a *closure type* — a local class (`Record::closure`, mangled
//! `Ul <params> E [n] _` inside `Z <function> E`) — with a `const` (unless
//! `mutable`) call operator, and the lambda expression is a temporary of
//! that class whose fields hold the captures.
//!
//! The body is checked as the call operator's body, with the enclosing
//! function's blocks still visible below it (a *frame* per lambda being
//! checked, `Sema::lambda_frames`). A name that lookup would find in an
//! enclosing function's block (or among an enclosing lambda's captures)
//! is a capture: explicit ones are evaluated where the lambda is written,
//! implicit ones (`[=]`, `[&]`) are added on first use and their values
//! are built after the body, back in the enclosing function, by looking
//! the name up again there — which captures it in turn when that function
//! is itself a lambda. Constants with known values are not captured (they
//! are not odr-used), as in clang. The return type, when not written, is
//! deduced from the first `return`.
//!
//! Mangling and linkage: the closure's `<lambda-sig>` is its call operator's
//! parameter types, and lambdas are numbered per signature as clang numbers
//! them; members of local classes (closures included) are internal, or
//! `linkonce_odr` when the enclosing function is inline. A lambda without a
//! trailing return type shares `auto f()`'s rule (`Sema::deduced_ret`):
//! calling it before its first `return` is seen is an error.
//!
//! Generic lambdas: the call operator of a lambda with `auto` parameters is a
//! member function template whose invented parameters (`auto:1`, …) replace
//! each `auto`; the closure's `<lambda-sig>` is the template's signature
//! (`UlT_E_`, `UlDpT_E_`). Its body can only be checked when a call
//! instantiates it, possibly after the enclosing function is done, but its
//! captures are the closure object's fields and must be fixed where it is
//! written. So the captures come from a syntactic walk of the body
//! (`ast::names`), each captured as a first use would be, and the
//! instantiation runs on a copy of the enclosing function's blocks, lambda
//! frames and state (`GenericEnv`, keyed by the template). A use that only
//! the instantiation shows to need a capture is reported as not supported
//! yet rather than silently read from elsewhere. Instantiating any function
//! template sets the lambda frames aside, so a body never mistakes its
//! caller's lambda for its own.

use super::scope::Symbol;
use super::{FnState, Sema};
use crate::ast::{self, CaptureDefault, CaptureKind};
use crate::ir::*;
use crate::source::Span;
use crate::types::{Closure, Cv, Field, TypeId};

/// A lambda whose body is being checked.
#[derive(Clone)]
pub(crate) struct Frame {
    /// Blocks from this index up belong to the lambda's call operator.
    base: usize,
    default: Option<CaptureDefault>,
    mutable: bool,
    captures: Vec<Capture>,
    /// The enclosing function's state, set aside.
    outer: FnState,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum CapKind {
    Var,
    This,
    StarThis,
}

/// One field of a closure type.
#[derive(Clone)]
struct Capture {
    name: String,
    kind: CapKind,
    field_ty: TypeId,
    /// What the name designates in the body (the referee for a capture
    /// by reference, whose field is a pointer).
    ty: TypeId,
    by_ref: bool,
    /// The field's initialiser, built in the enclosing function
    /// (explicit captures before the body, implicit ones after it).
    init: Option<Init>,
}

/// Where a variable seen from a lambda body lives: `level` 0 is the
/// outermost function, `k` the body of the `k`-th lambda frame.
#[derive(Clone)]
enum VarAt {
    Local {
        level: usize,
        id: LocalId,
    },
    Capture {
        level: usize,
        index: usize,
    },
    /// A function parameter pack of an enclosing function (`xs`), its
    /// elements' locals.
    Pack {
        level: usize,
        ids: Vec<LocalId>,
    },
}

/// The capture of element `i` of pack `name` (`xs...0`): no identifier
/// can spell it, so it never hides a variable.
fn pack_element_name(name: &str, i: usize) -> String {
    format!("{name}...{i}")
}

/// `xs...0` → (`xs`, 0).
fn split_pack_element(name: &str) -> Option<(&str, usize)> {
    let (base, i) = name.split_once("...")?;
    Some((base, i.parse().ok()?))
}

impl Sema<'_> {
    /// The functions whose bodies the lambdas being checked are in,
    /// innermost first.
    pub(crate) fn enclosing_functions(&self) -> Vec<FuncId> {
        self.lambda_frames
            .iter()
            .rev()
            .filter_map(|fr| fr.outer.func.as_ref().map(|f| f.id))
            .collect()
    }

    pub(crate) fn lambda(&mut self, l: &ast::Lambda) -> Expr {
        let span = l.span;
        // At namespace scope (`constexpr auto add = [](int a, int b) {…};`)
        // a lambda captures nothing but what its init-captures make
        // ([expr.prim.lambda.capture]p3), and its closure type is a class
        // of that namespace.
        // In a default argument or a default member initialiser (checked
        // for the function or constructor that uses it, outside any
        // block) a lambda captures nothing but `this` (a member
        // initialiser's): no local is in scope there.
        let outside_body = self.func.is_some() && !self.scopes.in_block();
        if self.func.is_none() || outside_body {
            if l.default_capture.is_some() && !outside_body {
                self.error(
                    span,
                    "non-local lambda expression cannot have a capture-default",
                );
                return self.error_expr(span);
            }
            for c in &l.captures {
                let why = match &c.kind {
                    ast::CaptureKind::Init { .. } => continue,
                    ast::CaptureKind::Copy(n)
                    | ast::CaptureKind::Ref(n)
                    | ast::CaptureKind::Pack { name: n, .. } => format!(
                        "'{}' cannot be captured because it does not have automatic storage duration",
                        n.name
                    ),
                    ast::CaptureKind::This | ast::CaptureKind::StarThis if outside_body => {
                        continue
                    }
                    ast::CaptureKind::This | ast::CaptureKind::StarThis => {
                        "invalid use of 'this' outside of a non-static member function".into()
                    }
                };
                self.error(c.span, why);
                return self.error_expr(span);
            }
        }
        let generic = !l.template_params.is_empty()
            || l.params
                .iter()
                .any(|p| super::typeexpr::mentions_auto(&p.ty));
        let captureless = l.captures.is_empty() && l.default_capture.is_none() && !generic;
        let memo_key = self
            .func
            .as_ref()
            .filter(|_| captureless)
            .map(|f| (span, f.id));
        if let Some(&t) = memo_key.as_ref().and_then(|k| self.closure_memo.get(k)) {
            return Expr::new(
                ExprKind::Temp(Box::new(Init::List(Vec::new()))),
                t,
                true,
                span,
            );
        }
        self.check_lambda_annotation(l);
        let captures = self.explicit_captures(l);
        let t = self.types.new_record("(lambda)".into(), false);
        let scope = self.decl_scope();
        if let Some(r) = self.types.record_mut(t) {
            r.scope = scope;
        }
        let ctx = self.open_class_scope(t);
        self.classes.insert(
            t,
            super::class::ClassInfo {
                ctx,
                defaults: Vec::new(),
                ctors: Vec::new(),
                implicit_default: None,
                dtor: None,
                inherited: Vec::new(),
                not_provided: Vec::new(),
            },
        );
        let frame = if generic {
            self.generic_call_operator(l, t, ctx, captures)
        } else {
            self.call_operator_body(l, t, ctx, captures)
        };
        let Some(frame) = frame else {
            return self.error_expr(span);
        };
        // (No lambda-capture at all: `[=]` is one even when it captures
        // nothing.)
        if !generic && frame.captures.is_empty() && l.default_capture.is_none() {
            self.closure_function_pointer(t, ctx, span);
        }
        let mut fields = Vec::new();
        let mut inits = Vec::new();
        for c in frame.captures {
            let value = match c.init {
                Some(v) => v,
                None => self.capture_value(&c.name, c.kind, c.by_ref, span),
            };
            fields.push(Field::new(c.name, c.field_ty));
            inits.push(value);
        }
        if let Some(r) = self.types.record_mut(t) {
            r.fields = Some(fields);
        }
        if let Some(k) = memo_key {
            self.closure_memo.insert(k, t);
        }
        Expr::new(ExprKind::Temp(Box::new(Init::List(inits))), t, true, span)
    }

    /// The closure type's number among this function's lambdas with the
    /// same parameter types (`E_`, `E0_`, …).
    fn closure_number(&mut self, ptys: &[TypeId], last_pack: bool) -> u32 {
        let key = super::mangle::lambda_signature(&self.types, ptys, last_pack);
        // (At namespace scope, numbered among that namespace's lambdas.)
        let scope_key = format!("{:?}", self.decl_scope());
        let n = match self.func.as_mut() {
            Some(f) => f.closures.entry(key).or_insert(0),
            None => self.namespace_closures.entry((scope_key, key)).or_insert(0),
        };
        *n += 1;
        *n - 1
    }

    /// Makes record `t` lambda `l`'s closure type, with call operator
    /// parameters `ptys`, numbered among this function's lambdas.
    fn make_closure(&mut self, l: &ast::Lambda, t: TypeId, ptys: Vec<TypeId>, last_pack: bool) {
        let number = self.closure_number(&ptys, last_pack);
        let kernel_arg = l.attrs.device
            || matches!(
                self.space(),
                Some(crate::ir::ExecSpace::Device | crate::ir::ExecSpace::Global)
            );
        if let Some(r) = self.types.record_mut(t) {
            r.closure = Some(Closure {
                params: ptys,
                number,
                last_pack,
                kernel_arg,
            });
        }
    }

    /// The declaration of lambda `l`'s call operator (`params` for a
    /// generic one). An unannotated lambda at namespace scope
    /// (`constexpr auto add = [](int a, int b) {…};`) is nvcc's "constexpr
    /// __host__ function": C++17 makes its call operator constexpr, so
    /// device code may call it under `--expt-relaxed-constexpr` and gets
    /// nvcc's constexpr error without it.
    fn call_operator_decl(
        &self,
        l: &ast::Lambda,
        params: Option<Vec<ast::Param>>,
    ) -> ast::FunctionDef {
        let namespace_scope = self.func.is_none() && !(l.attrs.host || l.attrs.device);
        if namespace_scope {
            return ast::FunctionDef {
                constexpr: true,
                ..call_operator(l, params, (false, false))
            };
        }
        call_operator(l, params, self.lambda_space(l))
    }

    /// Enters lambda `l`'s body: a frame with its explicit `captures`
    /// over the enclosing function's state `outer`.
    fn push_frame(&mut self, l: &ast::Lambda, captures: Vec<Capture>, outer: FnState) {
        self.lambda_frames.push(Frame {
            base: self.scopes.depth(),
            default: l.default_capture,
            mutable: l.mutable,
            captures,
            outer,
        });
    }

    /// Declares closure type `t`'s call operator and checks its body,
    /// capturing what it uses; returns the lambda's frame, its captures
    /// complete.
    fn call_operator_body(
        &mut self,
        l: &ast::Lambda,
        t: TypeId,
        ctx: super::scope::CtxId,
        captures: Vec<Capture>,
    ) -> Option<Frame> {
        let fdef = self.call_operator_decl(l, None);
        let (ptys, local_tys) = self.param_types(&fdef);
        self.make_closure(l, t, ptys.clone(), false);
        let id = self.in_context(ctx, |s| s.declare_method(t, &fdef, true))?;
        if l.ret.is_none() {
            self.deduced_ret.insert(id);
        }
        let outer = self.take_fn_state();
        self.push_frame(l, captures, outer);
        self.define_function(id, &fdef, &ptys, &local_tys, &l.body);
        self.note_host_lambda_calls(id);
        let frame = self.lambda_frames.pop()?;
        let outer = frame.outer.clone();
        self.restore_fn_state(outer);
        Some(frame)
    }

    /// A generic lambda (`auto` parameters, or a template parameter
    /// list): the call operator is a member function template, with the
    /// lambda's template parameters and one invented type parameter per `auto`
    /// ([expr.prim.lambda.closure]), checked when a call instantiates it.
    /// The captures cannot wait for that: they are what the body names
    /// from outside (`ast::names`), captured here as a first use would,
    /// and the instantiation sees the enclosing function as it is now
    /// (`GenericEnv`).
    fn generic_call_operator(
        &mut self,
        l: &ast::Lambda,
        t: TypeId,
        ctx: super::scope::CtxId,
        captures: Vec<Capture>,
    ) -> Option<Frame> {
        // The explicit template parameters, then one invented per `auto`
        // ([expr.prim.lambda.closure]p7).
        let (invented, params) = invent_template_params(&l.params);
        let invented: Vec<ast::TemplateParam> =
            l.template_params.iter().cloned().chain(invented).collect();
        let fdef = self.call_operator_decl(l, Some(params));
        let tid = self.templates.next_key();
        self.in_context(ctx, |s| s.function_template(&invented, &fdef));
        let (ptys, last_pack) = self.template_signature(tid)?;
        self.make_closure(l, t, ptys, last_pack);
        let outer = self.take_fn_state();
        let snapshot = outer.clone();
        self.push_frame(l, captures, outer);
        let free = ast::names::FreeNames::of_lambda(&l.params, &l.body);
        for id in &free.used {
            if self.captured_name(id, id.span).is_none() && self.names_instance_member(&id.name) {
                self.captured_this(id.span);
            }
        }
        if let Some(at) = free.this {
            self.captured_this(at);
        }
        let mut frame = self.lambda_frames.pop()?;
        let outer = std::mem::replace(&mut frame.outer, snapshot);
        self.restore_fn_state(outer);
        self.generic_lambdas.insert(
            tid,
            std::rc::Rc::new(GenericEnv {
                blocks: self.scopes.blocks(),
                frames: self.lambda_frames.clone(),
                frame: frame.clone(),
            }),
        );
        Some(frame)
    }

    /// Whether `name` designates a non-static member of the enclosing
    /// class (so using it in a lambda uses `this`).
    fn names_instance_member(&self, name: &str) -> bool {
        match self.scopes.lookup(name) {
            Some(Symbol::Field(..)) => true,
            Some(Symbol::Funcs(fs)) => fs.iter().any(|f| {
                self.program.functions[*f]
                    .method
                    .is_some_and(|m| !m.is_static)
            }),
            _ => false,
        }
    }

    /// Checks the body of a generic lambda's call operator specialisation
    /// `id` where the lambda was written: its enclosing function's blocks
    /// and lambdas, and its own captures, which are final.
    pub(crate) fn define_generic_call_operator(
        &mut self,
        id: FuncId,
        def: &ast::FunctionDef,
        ptys: &[TypeId],
        local_tys: &[TypeId],
        body: &ast::Stmt,
        env: &GenericEnv,
    ) {
        let blocks = self.scopes.swap_blocks(env.blocks.clone());
        let frames = std::mem::replace(&mut self.lambda_frames, env.frames.clone());
        let mut frame = env.frame.clone();
        frame.base = self.scopes.depth();
        let fixed = frame.captures.len();
        self.lambda_frames.push(frame);
        self.define_function(id, def, ptys, local_tys, body);
        self.note_host_lambda_calls(id);
        if let Some(frame) = self.lambda_frames.pop() {
            if let Some(c) = frame.captures.get(fixed) {
                let msg = format!(
                    "capturing '{}' in a generic lambda where only an instantiation shows the use is not supported yet",
                    c.name
                );
                self.error(def.name.span, msg);
            }
        }
        self.lambda_frames = frames;
        self.scopes.swap_blocks(blocks);
    }

    /// The captures written in the list, with their values.
    fn explicit_captures(&mut self, l: &ast::Lambda) -> Vec<Capture> {
        let mut out: Vec<Capture> = Vec::new();
        for c in &l.captures {
            if let CaptureKind::Pack { name, by_ref } = &c.kind {
                out.extend(self.pack_captures(name, *by_ref, c.span));
                continue;
            }
            let cap = match &c.kind {
                CaptureKind::Copy(x) | CaptureKind::Ref(x) => {
                    let by_ref = matches!(c.kind, CaptureKind::Ref(_));
                    if by_ref && l.default_capture == Some(CaptureDefault::Ref)
                        || !by_ref && l.default_capture == Some(CaptureDefault::Copy)
                    {
                        let d = if by_ref { "&" } else { "=" };
                        self.error(
                            c.span,
                            format!(
                                "'{}' cannot be captured by {} when the capture default is '{d}'",
                                x.name,
                                if by_ref { "reference" } else { "copy" }
                            ),
                        );
                    }
                    if !self.is_automatic(&x.name) {
                        self.error(
                            x.span,
                            format!(
                                "'{}' cannot be captured because it does not have automatic storage duration",
                                x.name
                            ),
                        );
                        continue;
                    }
                    let v = self.name_expr(std::slice::from_ref(x), x.span);
                    self.capture_of(&x.name, v, by_ref, c.span)
                }
                CaptureKind::Init { name, by_ref, init } => {
                    let v = self.check_expr(init);
                    self.capture_of(&name.name, v, *by_ref, c.span)
                }
                // Taken above.
                CaptureKind::Pack { .. } => continue,
                CaptureKind::This | CaptureKind::StarThis => {
                    let star = matches!(c.kind, CaptureKind::StarThis);
                    let Some(this) = self.this_expr(c.span) else {
                        self.error(
                            c.span,
                            "invalid use of 'this' outside of a non-static member function",
                        );
                        continue;
                    };
                    if star {
                        let ot = self.types.pointee(this.ty).unwrap_or(this.ty);
                        let ut = self.types.unqual(ot);
                        let obj = Expr::new(ExprKind::Deref(Box::new(this)), ot, true, c.span);
                        // A copy of the object: through its copy
                        // constructor where it has one (GCC's
                        // cpp1z/lambda-this2), never of bytes alone.
                        let v = self.convert_implicit(obj, ut, super::convert::ConvCtx::Init);
                        Some(Capture {
                            name: "this".into(),
                            kind: CapKind::StarThis,
                            field_ty: ut,
                            ty: ut,
                            by_ref: false,
                            init: Some(Init::Expr(v)),
                        })
                    } else {
                        Some(Capture {
                            name: "this".into(),
                            kind: CapKind::This,
                            field_ty: this.ty,
                            ty: this.ty,
                            by_ref: false,
                            init: Some(Init::Expr(this)),
                        })
                    }
                }
            };
            let Some(cap) = cap else { continue };
            if out.iter().any(|o| o.name == cap.name) {
                let what = if cap.name == "this" {
                    "'this'".to_string()
                } else {
                    format!("'{}'", cap.name)
                };
                self.error(
                    c.span,
                    format!("{what} can appear only once in a capture list"),
                );
                continue;
            }
            out.push(cap);
        }
        out
    }

    /// `xs...` / `&xs...` in a capture list: one capture per element of
    /// function parameter pack `name` (`xs...0`, …).
    fn pack_captures(&mut self, name: &ast::Ident, by_ref: bool, span: Span) -> Vec<Capture> {
        let n = match self.scopes.lookup(&name.name) {
            Some(Symbol::LocalPack(ls)) => ls.len(),
            _ => {
                self.error(
                    name.span,
                    format!(
                        "'{}' does not refer to a function parameter pack",
                        name.name
                    ),
                );
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for i in 0..n {
            let v =
                self.with_pack_element(i, |s| s.name_expr(std::slice::from_ref(name), name.span));
            if let Some(cap) = self.capture_of(&pack_element_name(&name.name, i), v, by_ref, span) {
                out.push(cap);
            }
        }
        out
    }

    /// A capture of `name` holding `v` (an lvalue for one by reference).
    fn capture_of(&mut self, name: &str, v: Expr, by_ref: bool, span: Span) -> Option<Capture> {
        if by_ref {
            if !v.lvalue {
                self.error(span, "cannot capture an rvalue by reference");
                return None;
            }
            let ty = v.ty;
            let p = self.types.pointer(ty);
            let addr = Expr::new(ExprKind::AddrOf(Box::new(v)), p, false, span);
            return Some(Capture {
                name: name.to_string(),
                kind: CapKind::Var,
                field_ty: p,
                ty,
                by_ref: true,
                init: Some(Init::Expr(addr)),
            });
        }
        let ty = self.types.unqual(v.ty);
        let init = self.copy_init(v, span);
        Some(Capture {
            name: name.to_string(),
            kind: CapKind::Var,
            field_ty: ty,
            ty,
            by_ref: false,
            init: Some(init),
        })
    }

    /// Whether `name`, in a lambda body, is a variable of an enclosing
    /// function or a capture.
    pub(crate) fn is_lambda_var(&self, name: &str) -> bool {
        !self.lambda_frames.is_empty()
            && matches!(
                self.find_var(name, self.lambda_frames.len()),
                Some(VarAt::Local { .. } | VarAt::Capture { .. })
            )
    }

    /// Whether `name` is a variable of the function being checked (or of
    /// an enclosing one, seen from a lambda body).
    fn is_automatic(&self, name: &str) -> bool {
        if self.lambda_frames.is_empty() {
            return matches!(self.scopes.lookup(name), Some(Symbol::Local(_)));
        }
        self.is_lambda_var(name)
    }

    /// A name used in a lambda body that designates a variable of an
    /// enclosing function or a capture: the expression for it, capturing
    /// it if needed. `None`: an ordinary name.
    pub(crate) fn captured_name(&mut self, id: &ast::Ident, span: Span) -> Option<Expr> {
        let n = self.lambda_frames.len();
        if n == 0 {
            return None;
        }
        // A pack's element captured earlier is found as a capture; the
        // expansion still learns the pack's length.
        if self.expansion.pack_index.is_some() {
            if let Some(Symbol::LocalPack(ls)) = self.scopes.lookup(&id.name) {
                let len = ls.len();
                self.expansion.note_pack_len(len);
            }
        }
        let found = self.find_var(&id.name, n)?;
        match found {
            VarAt::Local { level, .. } if level == n => None,
            VarAt::Capture { level, index } if level == n => Some(self.capture_access(index, span)),
            // A pack of an enclosing function, named in an expansion: its
            // current element, captured by the capture default as a
            // variable of its own (`xs...0`, `xs...1`, …).
            VarAt::Pack { level, ids } => {
                let Some(i) = self.pack_element(id, ids.len()) else {
                    return Some(self.error_expr(span));
                };
                let elem = pack_element_name(&id.name, i);
                let at = VarAt::Local { level, id: ids[i] };
                Some(self.implicit_capture(&elem, at, span))
            }
            VarAt::Local { level, id: l } => {
                // A constant is not odr-used: its value, uncaptured.
                let state = &self.lambda_frames[level].outer;
                if let (Some(v), Some(f)) = (state.const_locals.get(&l), state.func.as_ref()) {
                    let t = self.types.unqual(f.locals[l].ty);
                    return Some(Expr::new(ExprKind::Int(*v), t, false, span));
                }
                // Nor is a name in an unevaluated operand (`decltype(get<i>(
                // flat_stride))` in CuTe's `nullspace`, `sizeof(x)` in a
                // lambda without captures): its type alone, uncaptured.
                if self.expansion.unevaluated {
                    if let Some(f) = state.func.as_ref() {
                        let t = f.locals[l].ty;
                        return Some(self.unevaluated_object(t, span));
                    }
                }
                Some(self.implicit_capture(&id.name, found, span))
            }
            VarAt::Capture { .. } => Some(self.implicit_capture(&id.name, found, span)),
        }
    }

    /// An lvalue of type `t` (a reference's referent) standing for an
    /// object an unevaluated operand names but cannot reach: `*(T *)0`,
    /// which only its type and category are read from.
    fn unevaluated_object(&mut self, t: TypeId, span: Span) -> Expr {
        let t = self.types.referee(t).unwrap_or(t);
        let p = self.types.pointer(t);
        let int = self.int_ty();
        let zero = Expr::new(ExprKind::Int(0), int, false, span);
        let null = Expr::new(
            ExprKind::Cast(crate::ir::CastKind::NullToPtr, Box::new(zero)),
            p,
            false,
            span,
        );
        Expr::new(ExprKind::Deref(Box::new(null)), t, true, span)
    }

    /// The declared type of local `name` of a function enclosing the
    /// lambda being checked (what `decltype(name)` is there, captured or
    /// not); `None` when `name` is no such local.
    pub(crate) fn enclosing_local_ty(&self, name: &str) -> Option<TypeId> {
        let n = self.lambda_frames.len();
        if n == 0 {
            return None;
        }
        match self.find_var(name, n)? {
            VarAt::Local { level, id } if level < n => self.lambda_frames[level]
                .outer
                .func
                .as_ref()
                .and_then(|f| f.locals.get(id))
                .map(|l| l.ty),
            _ => None,
        }
    }

    /// `name` in the blocks of nesting `level`, else among the captures of
    /// the lambda that level is the body of, else further out.
    fn find_var(&self, name: &str, level: usize) -> Option<VarAt> {
        let frames = &self.lambda_frames;
        let lo = if level == 0 {
            0
        } else {
            frames[level - 1].base
        };
        let hi = frames.get(level).map_or(self.scopes.depth(), |f| f.base);
        if let Some(sym) = self.scopes.lookup_blocks(name, lo, hi) {
            return match sym {
                Symbol::Local(l) => Some(VarAt::Local { level, id: *l }),
                Symbol::LocalPack(ids) if level < frames.len() => Some(VarAt::Pack {
                    level,
                    ids: ids.clone(),
                }),
                _ => None,
            };
        }
        if level == 0 {
            return None;
        }
        let caps = &frames[level - 1].captures;
        // Inside an expansion, a pack's element may have been captured.
        let elem = self
            .expansion
            .pack_index
            .map(|i| pack_element_name(name, i));
        if let Some(index) = caps.iter().position(|c| {
            (c.name == name || Some(&c.name) == elem.as_ref()) && c.kind == CapKind::Var
        }) {
            return Some(VarAt::Capture { level, index });
        }
        self.find_var(name, level - 1)
    }

    /// Captures `name` (found at `at`, outside the innermost lambda) by
    /// the lambda's capture default.
    fn implicit_capture(&mut self, name: &str, at: VarAt, span: Span) -> Expr {
        let ty = match at {
            VarAt::Local { level, id } => {
                let locals = self.lambda_frames[level]
                    .outer
                    .func
                    .as_ref()
                    .map(|f| f.locals[id].ty);
                let t = locals.unwrap_or_else(|| self.int_ty());
                self.types.referee(t).unwrap_or(t)
            }
            VarAt::Capture { level, index } => self.lambda_frames[level - 1].captures[index].ty,
            VarAt::Pack { .. } => self.int_ty(),
        };
        let Some(frame) = self.lambda_frames.last() else {
            return self.error_expr(span);
        };
        let by_ref = match frame.default {
            Some(d) => d == CaptureDefault::Ref,
            None => {
                self.error(
                    span,
                    format!("variable '{name}' cannot be implicitly captured in a lambda with no capture-default specified"),
                );
                false
            }
        };
        let field_ty = if by_ref {
            self.types.pointer(ty)
        } else {
            self.types.unqual(ty)
        };
        let Some(frame) = self.lambda_frames.last_mut() else {
            return self.error_expr(span);
        };
        frame.captures.push(Capture {
            name: name.to_string(),
            kind: CapKind::Var,
            field_ty,
            ty: if by_ref { ty } else { field_ty },
            by_ref,
            init: None,
        });
        let index = frame.captures.len() - 1;
        self.capture_access(index, span)
    }

    /// The closure object inside its call operator (`*this`).
    fn closure_object(&mut self, span: Span) -> Option<Expr> {
        let l = self.func.as_ref()?.closure_self?;
        let pt = self.local_ty(l);
        let this = self.rvalue(Expr::new(ExprKind::Local(l), pt, true, span));
        let ot = self.types.pointee(pt)?;
        Some(Expr::new(ExprKind::Deref(Box::new(this)), ot, true, span))
    }

    /// Capture `index` of the innermost lambda, as its name designates it.
    fn capture_access(&mut self, index: usize, span: Span) -> Expr {
        let Some(frame) = self.lambda_frames.last() else {
            return self.error_expr(span);
        };
        let c = &frame.captures[index];
        let (field_ty, ty, by_ref, kind, mutable) =
            (c.field_ty, c.ty, c.by_ref, c.kind, frame.mutable);
        let Some(obj) = self.closure_object(span) else {
            return self.error_expr(span);
        };
        let mty = if by_ref || mutable || kind == CapKind::This {
            field_ty
        } else {
            self.types.qualified(field_ty, Cv::CONST)
        };
        let m = Expr::new(
            ExprKind::Member(Box::new(obj), index as u32),
            mty,
            true,
            span,
        );
        match kind {
            CapKind::This => Expr::new(ExprKind::Load(Box::new(m)), field_ty, false, span),
            CapKind::StarThis => {
                let p = self.types.pointer(mty);
                Expr::new(ExprKind::AddrOf(Box::new(m)), p, false, span)
            }
            CapKind::Var if by_ref => {
                let p = Expr::new(ExprKind::Load(Box::new(m)), field_ty, false, span);
                Expr::new(ExprKind::Deref(Box::new(p)), ty, true, span)
            }
            CapKind::Var => m,
        }
    }

    /// `this` inside a lambda body: the enclosing object's, captured.
    pub(crate) fn captured_this(&mut self, span: Span) -> Option<Expr> {
        let frame = self.lambda_frames.last()?;
        if let Some(i) = frame.captures.iter().position(|c| c.kind != CapKind::Var) {
            return Some(self.capture_access(i, span));
        }
        let implicit = frame.default.is_some();
        let n = self.lambda_frames.len();
        let pt = self.this_type_at(n - 1)?;
        if !implicit {
            self.error(span, "'this' cannot be implicitly captured in this context");
        }
        let frame = self.lambda_frames.last_mut()?;
        frame.captures.push(Capture {
            name: "this".into(),
            kind: CapKind::This,
            field_ty: pt,
            ty: pt,
            by_ref: false,
            init: None,
        });
        let index = frame.captures.len() - 1;
        Some(self.capture_access(index, span))
    }

    /// The type of `this` in the function at nesting `level`, if it has
    /// one.
    fn this_type_at(&mut self, level: usize) -> Option<TypeId> {
        let f = self.lambda_frames.get(level)?.outer.func.as_ref()?;
        if let Some(l) = f.this {
            return Some(f.locals[l].ty);
        }
        if level == 0 {
            return None;
        }
        let frame = &self.lambda_frames[level - 1];
        let mutable = frame.mutable;
        match frame
            .captures
            .iter()
            .find(|c| c.kind != CapKind::Var)
            .map(|c| (c.kind, c.field_ty))
        {
            Some((CapKind::This, t)) => Some(t),
            Some((_, t)) => {
                let q = if mutable {
                    t
                } else {
                    self.types.qualified(t, Cv::CONST)
                };
                Some(self.types.pointer(q))
            }
            None => self.this_type_at(level - 1),
        }
    }

    /// The value an implicit capture stores, built in the enclosing
    /// function after the body.
    fn capture_value(&mut self, name: &str, kind: CapKind, by_ref: bool, span: Span) -> Init {
        if kind != CapKind::Var {
            return Init::Expr(match self.this_expr(span) {
                Some(e) => e,
                None => self.error_expr(span),
            });
        }
        // An element of a pack: the pack's name at that element.
        if let Some((base, i)) = split_pack_element(name) {
            return self.with_pack_element(i, |s| s.capture_value(base, kind, by_ref, span));
        }
        let v = self.name_expr(&[ast::Ident::new(name, span)], span);
        if by_ref {
            let p = self.types.pointer(v.ty);
            return Init::Expr(Expr::new(ExprKind::AddrOf(Box::new(v)), p, false, span));
        }
        self.copy_init(v, span)
    }

    /// The initialiser of a capture by copy of `v`: copy-initialised, so
    /// a class's own copy constructor runs, and an array's elements are
    /// copied each in turn ([expr.prim.lambda.capture]p15).
    fn copy_init(&mut self, v: Expr, span: Span) -> Init {
        if let Some((elem, Some(n))) = self.types.array_elem(self.types.unqual(v.ty)) {
            let long = self.types.int(crate::types::IntKind::Long);
            let mut items = Vec::new();
            for i in 0..n {
                let p = self.rvalue(v.clone());
                let pt = p.ty;
                let at = Expr::new(ExprKind::Int(i as i128), long, false, span);
                let q = Expr::new(ExprKind::PtrAdd(Box::new(p), Box::new(at)), pt, false, span);
                let e = Expr::new(ExprKind::Deref(Box::new(q)), elem, true, span);
                items.push(self.copy_init(e, span));
            }
            return Init::List(items);
        }
        if self.types.is_record(v.ty) {
            let ut = self.types.unqual(v.ty);
            return Init::Expr(self.convert_implicit(v, ut, super::convert::ConvCtx::Init));
        }
        Init::Expr(self.rvalue(v))
    }
}

/// What the call operator of a generic lambda, instantiated later, needs
/// of the place the lambda is written.
pub(crate) struct GenericEnv {
    /// The enclosing function's blocks.
    blocks: Vec<super::scope::Block>,
    /// The lambdas around this one.
    frames: Vec<Frame>,
    /// This lambda's frame, its captures final.
    frame: Frame,
}

/// A generic lambda's invented template parameters (`auto:1`, … — names
/// no source can spell) and its parameters written in terms of them.
fn invent_template_params(params: &[ast::Param]) -> (Vec<ast::TemplateParam>, Vec<ast::Param>) {
    fn replace(t: &mut ast::TypeExpr, name: &str) {
        match &mut t.kind {
            ast::TypeExprKind::Auto => {
                t.kind = ast::TypeExprKind::Named(vec![ast::Ident::new(name, t.span)]);
            }
            ast::TypeExprKind::Pointer(inner)
            | ast::TypeExprKind::LValueRef(inner)
            | ast::TypeExprKind::RValueRef(inner) => replace(inner, name),
            _ => {}
        }
    }
    let mut invented = Vec::new();
    let mut out = params.to_vec();
    for p in &mut out {
        if !super::typeexpr::mentions_auto(&p.ty) {
            continue;
        }
        let name = format!("auto:{}", invented.len() + 1);
        replace(&mut p.ty, &name);
        invented.push(ast::TemplateParam {
            name: Some(ast::Ident::new(&name, p.ty.span)),
            kind: ast::TemplateParamKind::Type { default: None },
            pack: p.pack,
            span: p.span,
        });
    }
    (invented, out)
}

/// The call operator's declaration: `operator()` with the lambda's
/// parameters (`params`: a generic lambda's, rewritten), `const` unless
/// `mutable`, host and device (clang's CUDA rule for lambdas). A return
/// type yet to be deduced is `void` for now, or `auto` in a template.
fn call_operator(
    l: &ast::Lambda,
    params: Option<Vec<ast::Param>>,
    (host, device): (bool, bool),
) -> ast::FunctionDef {
    let span = l.span;
    let generic = params.is_some();
    let ret = l.ret.clone().unwrap_or(ast::TypeExpr {
        kind: if generic {
            ast::TypeExprKind::Auto
        } else {
            ast::TypeExprKind::Builtin(ast::BuiltinType::Void)
        },
        quals: Default::default(),
        span,
    });
    ast::FunctionDef {
        name: ast::Ident::new("operator()", span),
        scope: Vec::new(),
        ret,
        params: params.unwrap_or_else(|| l.params.clone()),
        variadic: l.variadic,
        attrs: ast::Attributes {
            host,
            device,
            ..l.attrs.clone()
        },
        storage: ast::StorageClass::None,
        inline: true,
        constexpr: false,
        extern_c: false,
        kind: ast::FnKind::Normal,
        method: ast::MethodQuals {
            is_const: !l.mutable,
            ..Default::default()
        },
        except: ast::ExceptSpec::Unwritten,
        explicit: false,
        is_virtual: false,
        friend: false,
        inits: Vec::new(),
        special: None,
        // A template keeps its body to instantiate; a plain call
        // operator's is checked at once.
        body: if generic {
            ast::Body::Stmt(std::sync::Arc::new(l.body.clone()))
        } else {
            ast::Body::None
        },
        launches: false,
        span,
    }
}
