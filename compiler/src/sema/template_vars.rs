//! Variable templates' specialisations and class templates' static data
//! members defined out of line: where their declarations are recorded.
//!
//! Input: the declarations, as `template.rs` meets them. Output: explicit
//! specialisations (`template <> constexpr bool is_float_v<float> =
//! true;`) and partial ones (`template <class T> constexpr int
//! rank_v<T *> = …;`) on the variable template, matched when
//! `instantiate_variable` makes a specialisation; a class template's
//! `template <class T> const int Vec<T>::rank = …;` kept on the class
//! template and given to each of its instances (`decl.rs`'s
//! `define_static_member_of`), those made already and those to come.

use super::scope::Symbol;
use super::template::{PartialDef, TemplateKind};
use super::Sema;
use crate::ast;
use std::rc::Rc;

impl Sema<'_> {
    /// `template <> constexpr bool is_float_v<float> = true;`: used for
    /// those arguments instead of the primary template.
    pub(crate) fn variable_spec(&mut self, v: &ast::VarDecl) {
        let name = &v.name;
        let Some(Symbol::Template(id)) = self.scopes.lookup(&name.name) else {
            self.error(
                name.span,
                format!("no template named '{}' to specialize", name.name),
            );
            return;
        };
        let item = Rc::new(ast::Item::Vars(vec![v.clone()]));
        self.add_explicit_spec(id, name, item);
    }

    /// `template <class T> constexpr int rank_v<T *> = 1 + rank_v<T>;`: a
    /// partial specialisation of a variable template.
    pub(crate) fn variable_partial(&mut self, params: &[ast::TemplateParam], v: &ast::VarDecl) {
        let name = &v.name;
        let Some(Symbol::Template(id)) = self.scopes.lookup(&name.name) else {
            self.error(
                name.span,
                format!("no variable template named '{}' to specialize", name.name),
            );
            return;
        };
        if !matches!(self.tmpl(id).kind, TemplateKind::Variable { .. }) {
            self.error(
                name.span,
                format!("'{}' is not a variable template", name.name),
            );
            return;
        }
        self.add_partial(id, params, name, PartialDef::Var(Rc::new(v.clone())));
    }

    /// `template <class T> const int Vec<T>::rank = …;`: kept with the
    /// class template and given to each instance (those made already, and
    /// those to come).
    pub(crate) fn template_static_member_def(&mut self, v: &ast::VarDecl) {
        let Some((path, member)) = super::decl::static_member_path(&v.name) else {
            return;
        };
        let Some(Symbol::Template(id)) = self.peek_path(&path) else {
            let class = path
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join("::");
            self.error(
                v.name.span,
                format!("no class template named '{class}' declares '{member}'"),
            );
            return;
        };
        let def = Rc::new(v.clone());
        self.templates[id].static_members.push(def.clone());
        for t in self.complete_instances(id) {
            self.outside_function(|s| s.define_static_member_of(&def, t));
        }
    }
}
