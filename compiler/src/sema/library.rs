//! The host's library headers, read leniently (`--host-headers`).
//!
//! nvcc reads the host compiler's C and C++ libraries, and so does cudac
//! in host-header mode. Those headers are written for gcc: a declaration
//! there may use what cudac cannot compile yet (a GCC builtin, a C++
//! construct). That is no error of the user's program unless device code
//! uses the declaration, as it is in nvcc, whose device pass simply never
//! looks at host code it does not need.
//!
//! Input: one namespace-scope declaration of a host library file
//! (`ast::TranslationUnit::host_library_files`). Output: the declaration,
//! declared as anywhere else; the errors it raised are *held* (`host.rs`)
//! on what it declares, found by its name afterwards: its class, its
//! function or every function of its overload set, its variable, or its
//! template. A failed partial or explicit specialisation, or a failed
//! out-of-line member, holds its errors on the whole template: a
//! specialisation left out would otherwise select another one silently
//! (`numeric_limits<float>` taking the primary template's `max()`).
//!
//! Invariants: a held error reaches the user only when device code uses
//! the entity (`report_poisoned_use` for templates, at the use, since a
//! constant member may be folded away; `host.rs` for functions, globals
//! and classes, at the end). Errors of a declaration that declared
//! nothing that can be found are dropped: device code naming what it
//! failed to declare meets an undeclared name, never a silent guess.
//! cudac's own headers and the user's files are never held here.

use super::host::Entity;
use super::scope::Symbol;
use super::Sema;
use crate::ast;
use crate::diag::Diagnostic;
use crate::ir::TemplateId;
use crate::source::Span;

impl Sema<'_> {
    /// Whether `item` (at namespace scope) comes from a host library file.
    pub(crate) fn is_host_library_item(&self, item: &ast::Item) -> bool {
        !self.host_library_files.is_empty()
            && item_span(item).is_some_and(|s| self.host_library_files.contains(&s.file))
    }

    /// Declares host library declaration `item`, holding its errors on
    /// what it declares.
    pub(crate) fn declare_library_item(&mut self, item: &ast::Item) {
        let hold = self.begin_hold();
        self.declare_item(item);
        let errors = self.end_hold_take(hold);
        if errors.is_empty() {
            return;
        }
        let entities = self.declared_entities(item);
        if entities.is_empty() {
            self.host.dropped_library_errors.extend(errors);
            return;
        }
        for e in entities {
            self.poison(e, &errors);
        }
    }

    /// Holds `errors` on `e`; on a template, on each specialisation made
    /// so far too.
    fn poison(&mut self, e: Entity, errors: &[Diagnostic]) {
        self.host
            .unusable
            .entry(e)
            .or_default()
            .extend(errors.iter().cloned());
        let Entity::Template(id) = e else { return };
        self.host.poisoned_templates.insert(id);
        let instances: Vec<_> = self.tmpl(id).instances.values().copied().collect();
        for inst in instances {
            let e = match inst {
                super::template::Instance::Func(f) => Entity::Func(f),
                super::template::Instance::Type(t) => Entity::Type(t),
                super::template::Instance::Var(g) => Entity::Global(g),
            };
            self.host
                .unusable
                .entry(e)
                .or_default()
                .extend(errors.iter().cloned());
        }
    }

    /// What `item` declares, as its name finds it now.
    fn declared_entities(&self, item: &ast::Item) -> Vec<Entity> {
        match item {
            ast::Item::Function(f) if f.scope.is_empty() => self.entities_named(&f.name.name),
            ast::Item::Function(f) => self.entities_at(&f.scope, &f.name.name),
            ast::Item::Template { item, .. } | ast::Item::Instantiation { item, .. } => {
                self.declared_entities(item)
            }
            ast::Item::Record(r) => r
                .name
                .as_ref()
                .map(|n| self.entities_named(&n.name))
                .unwrap_or_default(),
            ast::Item::Enum(e) => e
                .name
                .as_ref()
                .map(|n| self.entities_named(&n.name))
                .unwrap_or_default(),
            ast::Item::Typedef(t) => self.entities_named(&t.name.name),
            ast::Item::Vars(vs) => vs
                .iter()
                .flat_map(|v| match v.name.name.rsplit_once("::") {
                    // `template <class T> const int Vec<T>::rank = 1;`
                    Some((class, _)) => self.entities_named(class.trim()),
                    None => self.entities_named(&v.name.name),
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The entities name `name` denotes in the current scope.
    fn entities_named(&self, name: &str) -> Vec<Entity> {
        let name = name.split('<').next().unwrap_or(name).trim();
        match self.scopes.lookup_here(name) {
            Some((sym, _)) => self.symbol_entities(sym),
            None => Vec::new(),
        }
    }

    /// The entities `scope::name` denotes: the class (and its template)
    /// an out-of-line member belongs to, or the namespace's functions.
    fn entities_at(&self, scope: &[ast::Ident], name: &str) -> Vec<Entity> {
        let mut path = scope.to_vec();
        let Some(last) = path.last().cloned() else {
            return self.entities_named(name);
        };
        match self.peek_path_ref(&path) {
            Some(Symbol::Namespace(ns)) => self
                .scopes
                .lookup_in(ns, name)
                .map(|sym| self.symbol_entities(sym))
                .unwrap_or_default(),
            Some(sym) => self.symbol_entities(&sym),
            None => {
                // `Vec<T>::f`: the template itself.
                path.pop();
                let bare = ast::Ident { args: None, ..last };
                path.push(bare);
                self.peek_path_ref(&path)
                    .map(|sym| self.symbol_entities(&sym))
                    .unwrap_or_default()
            }
        }
    }

    fn symbol_entities(&self, sym: &Symbol) -> Vec<Entity> {
        match sym {
            Symbol::Funcs(ids) => ids
                .iter()
                .map(|&f| match self.program.functions[f].pattern {
                    Some(t) => Entity::Template(t),
                    None => Entity::Func(f),
                })
                .collect(),
            Symbol::Global(g) => vec![Entity::Global(*g)],
            Symbol::Template(id) => vec![Entity::Template(*id)],
            Symbol::Type(t) if self.types.is_record(*t) => {
                let mut out = vec![Entity::Type(*t)];
                if let Some((id, _)) = self.types.record(*t).and_then(|r| r.template.as_ref()) {
                    out.push(Entity::Template(TemplateId(*id)));
                }
                out
            }
            _ => Vec::new(),
        }
    }

    /// Device code uses template `id` at `at`: if a declaration of it
    /// failed in a host header, that is reported now (once), whether or
    /// not the use survives as a call (`numeric_limits<T>::max()` is
    /// folded). In host code the specialisation carries the errors itself
    /// (`instantiated_from_poisoned`).
    pub(crate) fn report_poisoned_use(&mut self, id: TemplateId, at: Span) {
        if self.host.poisoned_templates.is_empty()
            || !self.host.poisoned_templates.contains(&id)
            || !self.in_device_code()
            || !self.host.reported.insert(Entity::Template(id))
        {
            return;
        }
        let held = self.held_on_template(id);
        let why = held.first().map(|d| d.message.clone()).unwrap_or_default();
        let name = self.tmpl(id).name.clone();
        let mut d = Diagnostic::error(
            at,
            format!("'{name}' cannot be used in device code: cudac could not compile its declaration in a host header ({why})"),
        );
        for h in held {
            if let Some(span) = h.span {
                d = d.with_secondary(span, h.message);
            }
        }
        // A use inside an attempt (overload resolution) stands whatever
        // the attempt's outcome.
        self.definition(|s| s.diags.push(d));
    }

    /// Specialisation `e` of template `id` was just made: it inherits the
    /// template's held errors.
    pub(crate) fn instantiated_from_poisoned(&mut self, id: TemplateId, e: Entity) {
        if self.host.poisoned_templates.is_empty()
            || !self.host.poisoned_templates.contains(&id)
            || self.host.unusable.contains_key(&e)
        {
            return;
        }
        let held = self.held_on_template(id);
        self.host.unusable.entry(e).or_default().extend(held);
    }

    fn held_on_template(&self, id: TemplateId) -> Vec<Diagnostic> {
        self.host
            .unusable
            .get(&Entity::Template(id))
            .cloned()
            .unwrap_or_default()
    }

    /// Whether what is being checked is compiled for the device: a device
    /// function's body, outside any held region.
    fn in_device_code(&self) -> bool {
        self.open_holds() == 0
            && !self.in_host_mode()
            && self.space().is_some_and(|s| s.on_device())
    }
}

/// Where a namespace-scope declaration is.
fn item_span(item: &ast::Item) -> Option<Span> {
    Some(match item {
        ast::Item::Function(f) => f.name.span,
        ast::Item::Vars(vs) => vs.first()?.name.span,
        ast::Item::Typedef(t) => t.span,
        ast::Item::Record(r) => r.span,
        ast::Item::Enum(e) => e.name.as_ref()?.span,
        ast::Item::Using(_, span)
        | ast::Item::StaticAssert { span, .. }
        | ast::Item::Template { span, .. }
        | ast::Item::Instantiation { span, .. } => *span,
        ast::Item::Unsupported { span, .. } => *span,
        ast::Item::LinkageSpec { .. } | ast::Item::Namespace { .. } | ast::Item::Pragma { .. } => {
            return None
        }
    })
}
