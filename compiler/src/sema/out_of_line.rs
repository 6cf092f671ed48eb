//! Out-of-line definitions of a class template's members: member
//! functions (`template <class U> U Vec<U>::len() const {…}`) and nested
//! classes (`template <class C, class T> class basic_ostream<C, T>::sentry
//! {…}`, libstdc++'s), defined in each specialisation the template (or
//! the partial specialisation they name) defines, those made already and
//! those to come (`define_class_instance`).
//!
//! Input: the definition with its own template parameters. Output: the
//! member defined in the specialisation's class, in a context where the
//! definition's parameter names mean the specialisation's arguments.
//! Invariant: a definition may name the parameters differently from the
//! class template's definition ([temp.mem.func]: only their positions
//! matter); where it does, a parameter context of its own, inside the
//! class's, binds its names (`renames`), so nothing else sees them.

use super::scope::{CtxId, Symbol};
use super::template::{DefinedFrom, TemplateId};
use super::Sema;
use crate::ast;
use crate::types::TypeId;
use std::rc::Rc;

/// An out-of-line definition of a class template's member: the path from
/// the template to the class it is a member of (empty for the template's
/// own members, `[Inner]` for `Outer<T>::Inner::get`), the definition,
/// and the parameter names it writes where they differ from the
/// template's (the written name, the template's).
#[derive(Clone)]
pub(crate) struct NestedMember {
    pub(crate) path: Vec<ast::Ident>,
    pub(crate) def: OutOfLine,
    pub(crate) renames: Vec<(ast::Ident, String)>,
}

#[derive(Clone)]
pub(crate) enum OutOfLine {
    Function(Rc<ast::FunctionDef>),
    Class(Rc<ast::RecordDef>),
}

impl Sema<'_> {
    /// `template <class T> T Vec<T>::len() const {…}`: kept with the
    /// class template, defined in each instance.
    pub(crate) fn template_member_def(
        &mut self,
        params: &[ast::TemplateParam],
        f: &ast::FunctionDef,
    ) {
        let Some(last) = f.scope.last() else { return };
        let Some((id, k)) = self.enclosing_class_template(&f.scope) else {
            self.error(
                last.span,
                "member templates and templated out-of-line definitions other than members of a class template are not supported yet",
            );
            return;
        };
        self.note_kernel_reaching(f, super::host::written_space(&f.attrs));
        let path = f.scope[k + 1..].to_vec();
        let first = f.scope[k].clone();
        self.keep_member(
            id,
            params,
            &first,
            path,
            OutOfLine::Function(Rc::new(f.clone())),
        );
    }

    /// `template <class T> class Outer<T>::Inner {…}`: a nested class of
    /// a class template defined out of line, kept with the template.
    /// `false` when the qualifier names no class template.
    pub(crate) fn template_nested_class_def(
        &mut self,
        params: &[ast::TemplateParam],
        r: &ast::RecordDef,
    ) -> bool {
        let Some((id, k)) = self.enclosing_class_template(&r.qualifier) else {
            return false;
        };
        let path = r.qualifier[k + 1..].to_vec();
        let first = r.qualifier[k].clone();
        let unqualified = ast::RecordDef {
            qualifier: Vec::new(),
            ..r.clone()
        };
        self.keep_member(
            id,
            params,
            &first,
            path,
            OutOfLine::Class(Rc::new(unqualified)),
        );
        true
    }

    /// The class template a qualifier names and its position: the longest
    /// prefix that names one, the rest (names without template arguments)
    /// leading to a nested class of each instance.
    fn enclosing_class_template(&mut self, scope: &[ast::Ident]) -> Option<(TemplateId, usize)> {
        (0..scope.len()).rev().find_map(|k| {
            if scope[k + 1..].iter().any(|i| i.args.is_some()) {
                return None;
            }
            match self.peek_path(&scope[..=k]) {
                Some(Symbol::Template(id)) => Some((id, k)),
                _ => None,
            }
        })
    }

    /// Keeps member `def` of the class template `id` (of the partial
    /// specialisation whose pattern `first`'s arguments are: `vector<bool,
    /// A>::flip`), and defines it in the instances made already.
    fn keep_member(
        &mut self,
        id: TemplateId,
        params: &[ast::TemplateParam],
        first: &ast::Ident,
        path: Vec<ast::Ident>,
        def: OutOfLine,
    ) {
        let partial = self.partial_of_member(id, params, first);
        let own = match partial {
            Some(k) => self.tmpl(id).partials[k].params.clone(),
            None => self.tmpl(id).params.clone(),
        };
        let renames: Vec<(ast::Ident, String)> = params
            .iter()
            .zip(&own)
            .filter_map(|(written, theirs)| {
                let (w, t) = (written.name.as_ref()?, theirs.name.as_ref()?);
                (w.name != t.name).then(|| (w.clone(), t.name.clone()))
            })
            .collect();
        let member = NestedMember { path, def, renames };
        let from = match partial {
            Some(k) => {
                self.templates[id].partials[k].members.push(member.clone());
                DefinedFrom::Partial(k)
            }
            None => {
                self.templates[id].members.push(member.clone());
                DefinedFrom::Primary
            }
        };
        for t in self.instances_defined_from(id, from) {
            self.define_member_instance(t, &member);
        }
    }

    /// Defines out-of-line member `m` in specialisation `t`.
    pub(crate) fn define_member_instance(&mut self, t: TypeId, m: &NestedMember) {
        self.outside_function(|s| {
            let Some((c, ctx)) = s
                .nested_class_of(t, &m.path)
                .and_then(|c| Some((c, s.class_ctx(c)?)))
            else {
                let d = format!("'{}'", s.describe_ty(t));
                match &m.def {
                    OutOfLine::Function(f) => s.no_matching_declaration(&f.name, &d),
                    OutOfLine::Class(r) => s.error(r.span, format!("no class named so in {d}")),
                }
                return;
            };
            let names = s.renamed_params(ctx, &m.renames);
            match &m.def {
                OutOfLine::Function(f) => s.define_out_of_line_seeing(c, f, names),
                // The class declared in the instance (`class sentry;`),
                // defined here: its body sees the definition's names.
                OutOfLine::Class(r) => {
                    let declared =
                        r.name
                            .as_ref()
                            .and_then(|n| match s.scopes.lookup_in(ctx, &n.name) {
                                Some(Symbol::Type(d)) => Some(s.types.unqual(*d)),
                                _ => None,
                            });
                    s.in_context(names.unwrap_or(ctx), |s| match declared {
                        Some(d) if !s.types.is_complete(d) => s.define_record(d, r),
                        _ => {
                            s.declare_record(r);
                        }
                    });
                }
            }
        });
    }

    /// A parameter context inside class context `ctx` where each written
    /// name of `renames` means what the template's name means there;
    /// `None` when the definition writes the template's names.
    fn renamed_params(&mut self, ctx: CtxId, renames: &[(ast::Ident, String)]) -> Option<CtxId> {
        if renames.is_empty() {
            return None;
        }
        let names = self.scopes.open_params(ctx);
        for (written, theirs) in renames {
            let found = self.in_context(ctx, |s| s.scopes.lookup(theirs));
            if let Some(sym) = found {
                self.scopes
                    .insert_in(names, &written.name, sym, written.span);
            }
        }
        Some(names)
    }

    /// The class that `path` (names of nested classes) leads to from
    /// class `t`, completed: `t` itself for an empty path.
    fn nested_class_of(&mut self, t: TypeId, path: &[ast::Ident]) -> Option<TypeId> {
        let mut at = t;
        for name in path {
            let ctx = self.class_ctx(at)?;
            at = match self.scopes.lookup_in(ctx, &name.name) {
                Some(Symbol::Type(n)) => self.types.unqual(*n),
                _ => return None,
            };
            self.require_complete(at);
        }
        Some(at)
    }

    /// `void S::f() {}` at namespace scope: defines the member `f` of
    /// `S` declared with the same parameter types.
    pub(crate) fn define_out_of_line(&mut self, t: TypeId, f: &ast::FunctionDef) {
        self.define_out_of_line_seeing(t, f, None);
    }

    /// `define_out_of_line`, its signature and body read in context
    /// `names` (the definition's own template parameter names) when given,
    /// else in the class's.
    fn define_out_of_line_seeing(&mut self, t: TypeId, f: &ast::FunctionDef, names: Option<CtxId>) {
        let Some(ctx) = self.class_ctx(t) else {
            let d = format!("'{}'", self.describe_ty(t));
            self.no_matching_declaration(&f.name, &d);
            return;
        };
        self.in_context(names.unwrap_or(ctx), |s| {
            let found = s.declared_member(ctx, f);
            match found {
                Some(id)
                    if s.program.functions[id].body.is_some()
                        || s.base_variant
                            .get(&id)
                            .is_some_and(|b| s.program.functions[*b].body.is_some()) =>
                {
                    s.error(f.name.span, format!("redefinition of '{}'", f.name.name));
                }
                Some(id) if f.special == Some(ast::SpecialDef::Default) => {
                    s.define_defaulted_out_of_line(t, id, f);
                }
                Some(id) => {
                    if let ast::Body::Stmt(_) = &f.body {
                        s.note_if_external_member(t, id, f);
                        if s.member_waits(id) {
                            s.defer_member(id, f);
                        } else {
                            s.define_method(id, f);
                        }
                    }
                }
                None => {
                    let d = format!("'{}'", s.describe_ty(t));
                    s.no_matching_declaration(&f.name, &d);
                }
            }
        });
    }
}
