//! Explicit specialisations and explicit instantiations of function
//! templates (`template <> int2 f(int)`, `template __global__ void
//! k<256>(float *);`): which template such a declaration names and with
//! which arguments, deduced from its whole function type
//! ([temp.deduct.decl]), the most specialised among overloads; split from
//! `template.rs`.
//!
//! Input: the declaration. Output: the specialisation recorded with its
//! template, or the instance defined; a declaration that names no
//! template, or several none more specialised, is a diagnostic.

use super::cuda;
use super::scope::{CtxId, Symbol};
use super::template::{fill_packs, Sig, TemplateId, TemplateKind};
use super::Sema;
use crate::ast;
use crate::ir::Linkage;
use crate::source::Span;
use crate::types::TArg;
use std::collections::HashMap;
use std::rc::Rc;

impl Sema<'_> {
    /// `template <> __device__ int add<int>(int, int) {…}`.
    pub(crate) fn explicit_function_spec(&mut self, f: &ast::FunctionDef) {
        if !f.scope.is_empty() {
            // `template <> void ns::f<int>(int)`: the template of
            // namespace `ns`.
            if let Some(Symbol::Namespace(ctx)) = self.peek_path(&f.scope) {
                let member = ast::FunctionDef {
                    scope: Vec::new(),
                    ..f.clone()
                };
                self.in_context(ctx, |s| s.explicit_function_spec(&member));
                return;
            }
            // `template <> void C<int>::f<int>()`: the member template is
            // the class specialisation's, found in its scope, where the
            // specialisation's body is later checked too.
            let at = f.scope.last().map_or(f.name.span, |s| s.span);
            let class = ast::TypeExpr {
                kind: ast::TypeExprKind::Named(f.scope.clone()),
                quals: Default::default(),
                span: at,
            };
            let mark = self.diags.len();
            let t = self.resolve_type(&class);
            let Some(ctx) = self.class_scope(t) else {
                if !self.errors_since(mark) {
                    self.error(at, "no class named here to specialize a member template of");
                }
                return;
            };
            let member = ast::FunctionDef {
                scope: Vec::new(),
                ..f.clone()
            };
            if member.name.args.is_none() && !self.names_member_template(ctx, &member) {
                self.in_context(ctx, |s| s.explicit_member_spec(ctx, &member));
                return;
            }
            self.in_context(ctx, |s| s.explicit_function_spec(&member));
            return;
        }
        let Some((id, args)) = self.template_declared(f) else {
            return;
        };
        if self.tmpl(id).instances.contains_key(&args) {
            self.error(
                f.name.span,
                "explicit specialization after instantiation is not allowed",
            );
            return;
        }
        let item = Rc::new(ast::Item::Function(f.clone()));
        self.templates[id].explicit.push((args, item));
    }

    /// Whether member function name `f` of the class of scope `ctx`
    /// names a member template.
    fn names_member_template(&self, ctx: CtxId, f: &ast::FunctionDef) -> bool {
        let kind = match f.kind {
            ast::FnKind::Constructor => crate::ir::MethodKind::Constructor,
            ast::FnKind::Destructor => crate::ir::MethodKind::Destructor,
            _ => crate::ir::MethodKind::Normal,
        };
        let key = self.member_key(&f.name.name, kind);
        matches!(self.scopes.lookup_in(ctx, &key), Some(Symbol::Funcs(fs))
            if fs.iter().any(|g| self.program.functions[*g].pattern.is_some()))
    }

    /// `template <> void Bench<__half>::fill() {…}`: an explicit
    /// specialisation of a member function of a class template's
    /// specialisation ([temp.expl.spec]p1). It replaces, for that
    /// specialisation only, the definition the class template gives the
    /// member, which is instantiated only when used (so not yet).
    fn explicit_member_spec(&mut self, ctx: CtxId, f: &ast::FunctionDef) {
        let Some(id) = self.declared_member(ctx, f) else {
            let d = self
                .scopes
                .ctx(ctx)
                .class
                .map(|t| format!("'{}'", self.describe_ty(t)));
            self.no_matching_declaration(&f.name, &d.unwrap_or_default());
            return;
        };
        if self.program.functions[id].body.is_some() {
            self.error(
                f.name.span,
                format!(
                    "explicit specialization of '{}' after instantiation",
                    f.name.name
                ),
            );
            return;
        }
        self.lazy_bodies.remove(&id);
        if let ast::Body::Stmt(_) = &f.body {
            self.define_method(id, f);
        }
    }

    /// The function template an explicit specialisation or instantiation
    /// `f` names, with the arguments it declares (errors reported). Among
    /// several templates of the name, the one whose function type the
    /// declaration's matches ([temp.deduct.decl]: `template <> float
    /// add(float, float)` beside `template <class T> T add(T, T)` and
    /// `template <class T> T2<T> add(T2<T>, T2<T>)`).
    fn template_declared(&mut self, f: &ast::FunctionDef) -> Option<(TemplateId, Vec<TArg>)> {
        let name = &f.name;
        // `template <> template <> C<float>::C(const C<half> &)`: a
        // constructor template is found under the constructors' key.
        let key = match f.kind {
            ast::FnKind::Constructor => {
                self.member_key(&name.name, crate::ir::MethodKind::Constructor)
            }
            _ => name.name.clone(),
        };
        let pats: Vec<TemplateId> = match self.scopes.lookup(&key) {
            Some(Symbol::Funcs(fs)) => fs
                .iter()
                .filter_map(|f| self.program.functions[*f].pattern)
                .collect(),
            _ => Vec::new(),
        };
        match pats.as_slice() {
            [] => {
                self.error(
                    name.span,
                    format!("no function template named '{}'", name.name),
                );
                None
            }
            [id] => Some((*id, self.args_for_declaration(*id, f)?)),
            _ => {
                let mut matching = Vec::new();
                for &id in &pats {
                    if let (Some(args), _) = self.tentatively(|s| s.args_for_declaration(id, f)) {
                        matching.push((id, args));
                    }
                }
                // Several match: the most specialised one, by partial
                // ordering ([temp.deduct.decl]p2, [temp.func.order]).
                let n = f.params.len();
                let best = (0..matching.len()).find(|&i| {
                    (0..matching.len())
                        .all(|j| i == j || self.more_specialised(matching[i].0, matching[j].0, n))
                });
                if let Some(i) = best.filter(|_| matching.len() > 1) {
                    return Some(matching.swap_remove(i));
                }
                match matching.len() {
                    1 => matching.pop(),
                    0 => {
                        self.no_template_match(f);
                        None
                    }
                    _ => {
                        self.error(
                            name.span,
                            format!(
                                "the declaration matches several function templates named '{}', none more specialized than the others",
                                name.name
                            ),
                        );
                        None
                    }
                }
            }
        }
    }

    /// The arguments a specialisation or explicit instantiation
    /// declares: those written, the rest deduced from its parameter types.
    pub(crate) fn args_for_declaration(
        &mut self,
        id: TemplateId,
        f: &ast::FunctionDef,
    ) -> Option<Vec<TArg>> {
        let written = f.name.args.clone().unwrap_or_default();
        let explicit = self.explicit_args(id, &written, f.name.span)?;
        let (ret, ptys) = {
            let ret = self.resolve_type(&f.ret);
            (ret, self.param_types(f).0)
        };
        let mut slots = self.slots(id, explicit);
        let sig = match &self.tmpl(id).kind {
            TemplateKind::Function { sig, .. } => sig.clone(),
            _ => Sig::default(),
        };
        {
            // A trailing pack's pattern matches each remaining type.
            let pats = sig.params;
            let fits = if sig.pack {
                ptys.len() + 1 >= pats.len()
            } else {
                pats.len() == ptys.len()
            };
            if !fits {
                self.no_template_match(f);
                return None;
            }
            let mut pack: HashMap<usize, Vec<TArg>> = HashMap::new();
            for (i, &a) in ptys.iter().enumerate() {
                let in_pack = sig.pack && i + 1 >= pats.len();
                let Some(p) = pats[i.min(pats.len() - 1)] else {
                    continue;
                };
                if in_pack {
                    if self.deduce_element(p, a, slots.len(), &mut pack).is_err() {
                        self.no_template_match(f);
                        return None;
                    }
                    continue;
                }
                if self.deduce(p, a, &mut slots).is_err() {
                    self.no_template_match(f);
                    return None;
                }
            }
            fill_packs(&mut slots, pack);
            // The return type is part of the function type deduction
            // matches ([temp.deduct.decl]): `template <> int2 f(int)`
            // specialises `template <class T> T f(int)` with T = int2
            // (HeCBench cmembench). Only what the parameters left open is
            // taken from it, and only if it deduces.
            if slots.iter().any(Option::is_none) {
                if let Some(p) = sig.written_ret.or(sig.ret) {
                    let mut trial = slots.clone();
                    if self.deduce(p, ret, &mut trial).is_ok() {
                        slots = trial;
                    }
                }
            }
        }
        match self.complete_args(id, slots) {
            Ok(a) => Some(a),
            Err(why) => {
                self.error(f.name.span, why);
                None
            }
        }
    }

    pub(crate) fn no_template_match(&mut self, f: &ast::FunctionDef) {
        self.error(
            f.name.span,
            format!(
                "explicit instantiation or specialization of '{}' does not match any template declaration",
                f.name.name
            ),
        );
    }

    /// `template __global__ void k<256>(float*);` /
    /// `template struct Vec<float>;`, or with `extern` (`is_extern`) a
    /// declaration: the specialisation is another unit's, so its
    /// definition is not instantiated here ([temp.explicit]p10) unless it
    /// is inline or device code needs its body (a device function is
    /// inlined where called; whole-program device code cannot call
    /// another unit's). A kernel or host function so declared is nvcc's
    /// to leave out: no kernel it launches is emitted here.
    pub(crate) fn explicit_instantiation(&mut self, item: &ast::Item, span: Span, is_extern: bool) {
        match item {
            // `template void ns::launch<float>(float *);`: named in the
            // scope its qualifier names.
            ast::Item::Function(f) if !f.scope.is_empty() => {
                let Some(ctx) = self.qualifier_scope(&f.scope) else {
                    let at = f.scope.last().map_or(f.name.span, |s| s.span);
                    self.error(at, "no class or namespace named by this qualifier");
                    return;
                };
                let unqualified = ast::Item::Function(ast::FunctionDef {
                    scope: Vec::new(),
                    ..f.clone()
                });
                self.in_context(ctx, |s| {
                    s.explicit_instantiation(&unqualified, span, is_extern)
                });
            }
            ast::Item::Function(f) => {
                let Some((id, args)) = self.template_declared(f) else {
                    return;
                };
                if is_extern {
                    let elsewhere = match &self.tmpl(id).kind {
                        TemplateKind::Function { def, .. } => {
                            !def.inline && (def.attrs.global || cuda::is_host_only(def))
                        }
                        _ => false,
                    };
                    if elsewhere {
                        self.defined_elsewhere.insert((id, args.clone()));
                    }
                    self.instantiate_function(id, args, f.name.span, false);
                    return;
                }
                // A definition after an `extern` declaration (ggml's
                // instance files after its header's) defines it after all.
                let was_elsewhere = self.defined_elsewhere.remove(&(id, args.clone()));
                if let Some(fid) = self.instantiate_function(id, args, f.name.span, false) {
                    if was_elsewhere && self.program.functions[fid].body.is_none() {
                        self.define_earlier_instances(id);
                    }
                    // An explicit instantiation definition defines the
                    // specialisation ([temp.explicit]p10): a host function
                    // template's body launches its kernels (HeCBench's
                    // lanczos instantiates its solvers this way), where a
                    // use would otherwise be waited for.
                    self.ensure_defined(fid, f.name.span);
                    let func = &mut self.program.functions[fid];
                    func.linkage = cuda::explicit_instantiation_linkage(
                        func.space,
                        func.linkage,
                        self.opts.relocatable,
                    );
                }
            }
            // Its members are still instantiated where used: those
            // defined in the class are inline, and cudac does not tell the
            // others apart (more kernels than nvcc's at worst, never fewer).
            ast::Item::Record(_) if is_extern => {}
            ast::Item::Record(r) => {
                let Some(n) = &r.name else { return };
                let te = ast::TypeExpr::named(vec![n.clone()], n.span);
                let t = self.resolve_type(&te);
                // An explicit instantiation definition instantiates every
                // member ([temp.explicit]p10), used or not.
                self.define_members_of(t, span);
                // It emits every member (visible to other translation
                // units under -rdc).
                if self.opts.relocatable {
                    for f in self.program.functions.values_mut() {
                        if f.body.is_some() && f.method.is_some_and(|m| m.class == t) {
                            f.linkage = Linkage::WeakOdr;
                        }
                    }
                }
            }
            _ => self.error(span, "this explicit instantiation is not supported yet"),
        }
    }
}
