//! Class template specialisations named as template arguments while a
//! class is being defined, defined when they are needed.
//!
//! C++ instantiates a class template specialisation only where a complete
//! type is required ([temp.inst]p2): naming it as a template argument does
//! not. cudac defines a specialisation as soon as it is named, which is
//! the same program except where the definition cannot be made yet. CRTP
//! code meets that while a class is being defined: Thrust's
//! `device_ptr<T> : pointer<T, device_system_tag, device_reference<T>,
//! device_ptr<T>>` names `device_reference<T>` (in its base clause, and
//! again in `make_iterator_adaptor_base`'s `identity_<Reference>`), whose
//! base holds a `const device_ptr<T>` by value and asks
//! `iterator_system<device_ptr<T>>`, while `device_ptr<T>` is incomplete;
//! defined then, `device_reference<T>` has a field of incomplete type and
//! `std::iterator_traits<device_ptr<T>>` is the empty primary template for
//! good.
//!
//! So a class template specialisation written as a whole type template
//! argument while a class definition is in progress is only declared
//! (`defer_definition`), and defined when
//! - something needs it complete (`require_complete`: a qualified name or
//!   member access into it, `sizeof`, a type trait, a base or data member
//!   of its type, a variable or parameter of it), or it is named again
//!   where it is no such argument;
//! - else when the outermost class definition in progress ends (`frame`).
//!
//! And a specialisation named through a reference or pointer in a
//! parameter of a function declaration outside any class definition
//! (`as_prototype_param`: libcu++'s `barrier_native_handle(
//! barrier<thread_scope_block>&)` before `barrier`'s explicit
//! specialisation) is only declared, and waits for a use alone: no class
//! definition's end drains it, and its explicit specialisation, when one
//! comes, defines it (`forget_deferred`).
//!
//! Input: the specialisations `template_type` makes for such arguments.
//! Output: the same definitions as before, later. Invariants: a deferred
//! specialisation is defined at most once (it leaves `pending` first); when
//! no class definition is in progress, only prototypes' specialisations
//! are pending; outside a class definition nothing else defers.

use super::template::TemplateId;
use super::Sema;
use crate::ast;
use crate::source::Span;
use crate::types::{TArg, TypeId};
use std::collections::HashMap;

/// The deferred specialisations (a field of `Sema`).
#[derive(Default)]
pub(crate) struct Pending {
    /// Each declared-only specialisation: its template, arguments and
    /// where it was named.
    types: HashMap<TypeId, (TemplateId, Vec<TArg>, Span)>,
    /// The deferred specialisations in the order they were named.
    order: Vec<TypeId>,
    /// Class definitions in progress.
    depth: u32,
    /// The span of the template-id being resolved as a whole type
    /// argument (the one `template_type` may defer), if any.
    arg: Option<Span>,
    /// `arg` is the referee of a prototype's parameter outside any class
    /// definition (`as_prototype_param`).
    loose: bool,
    /// Definitions made because a class definition ended, not because
    /// anything needed them (`class_definition_frame`), in progress.
    speculative: u32,
}

impl Sema<'_> {
    /// Runs `f`, the definition of a class. When the outermost one ends,
    /// every specialisation deferred meanwhile is defined.
    pub(crate) fn class_definition_frame<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        self.pending.depth += 1;
        let saved = self.pending.arg.take();
        let r = f(self);
        self.pending.arg = saved;
        self.pending.depth -= 1;
        if self.pending.depth == 0 {
            // Definitions made here may defer more (each such definition
            // is an outermost one again and drains its own).
            while !self.pending.order.is_empty() {
                let t = self.pending.order.remove(0);
                self.pending.speculative += 1;
                self.require_complete(t);
                self.pending.speculative -= 1;
            }
        }
        r
    }

    /// Runs `f`, which resolves a type template argument whose outermost
    /// template-id is the one at `span`: while a class is being defined,
    /// that specialisation may be deferred. Arguments nested in it are
    /// arguments too (each sets its own span while it resolves).
    pub(crate) fn as_type_argument<R>(&mut self, span: Span, f: impl FnOnce(&mut Self) -> R) -> R {
        if self.pending.depth == 0 {
            return f(self);
        }
        let saved = self.pending.arg.replace(span);
        let r = f(self);
        self.pending.arg = saved;
        r
    }

    /// Runs `f`, which resolves parameter type `te` of a function
    /// declaration (`prototype`: one without a body). Outside a class
    /// definition, a class template specialisation it names through a
    /// reference or pointer is only declared: CCCL declares
    /// `barrier_native_handle(barrier<thread_scope_block>&)` before its
    /// explicit specialisation `barrier<thread_scope_block>`, which a
    /// definition made here would make an error. Such a specialisation is
    /// defined when something needs it complete or names it again (the
    /// function's definition does); no class definition's end drains it.
    pub(crate) fn as_prototype_param<R>(
        &mut self,
        prototype: bool,
        te: &ast::TypeExpr,
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let Some(span) = referee_template_id(te).filter(|_| prototype && self.pending.depth == 0)
        else {
            return self.naming_types(f);
        };
        let saved = (self.pending.arg.replace(span), self.pending.loose);
        self.pending.loose = true;
        let r = self.naming_types(f);
        (self.pending.arg, self.pending.loose) = saved;
        r
    }

    /// Runs `f`, which resolves return type `te` of a function template's
    /// specialisation being declared (overload resolution substitutes every
    /// candidate's signature). A class template specialisation it returns,
    /// by value or through a reference or pointer, is only declared
    /// ([temp.inst]p2: declaring a function does not need its return type
    /// complete), and defined when a call of the function or its body
    /// needs it (`call_expr_as`, `instantiate_body`). Thrust's variadic
    /// `make_zip_iterator(Iterators...)`, a candidate for a call with one
    /// `tuple`, returns `zip_iterator<tuple<tuple<...>>>`, whose definition
    /// fails: defined here, that failure was an error of the program's.
    pub(crate) fn as_declared_return<R>(
        &mut self,
        te: &ast::TypeExpr,
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        let Some(span) = returned_template_id(te) else {
            return f(self);
        };
        let saved = (self.pending.arg.replace(span), self.pending.loose);
        self.pending.loose = true;
        let r = self.naming_types(f);
        (self.pending.arg, self.pending.loose) = saved;
        r
    }

    /// Whether the template-id at `span` is a whole type argument named
    /// while a class is being defined, or a prototype parameter's referee
    /// (`as_prototype_param`), which may be declared only.
    pub(crate) fn may_defer(&self, span: Span) -> bool {
        (self.pending.depth > 0 || self.pending.loose) && self.pending.arg == Some(span)
    }

    /// Notes that specialisation `t` (`id<args>`, named at `at`) is
    /// declared only, to be defined when needed.
    pub(crate) fn defer_definition(
        &mut self,
        id: TemplateId,
        t: TypeId,
        args: Vec<TArg>,
        at: Span,
    ) {
        // One deferred outside a class definition waits for a use alone.
        if self.pending.types.insert(t, (id, args, at)).is_none() && self.pending.depth > 0 {
            self.pending.order.push(t);
        }
    }

    /// Whether a definition no use asked for is being made (one drained
    /// when a class definition ended): C++ would not instantiate it, so
    /// what fails in it is held on it, not reported (`resolve_base_or_hold`:
    /// Thrust's `iterator_traversal<long>`, named as a lazy default that
    /// `counting_iterator` never takes).
    pub(crate) fn in_speculative_definition(&self) -> bool {
        self.pending.speculative > 0
    }

    /// Whether `t`'s definition waits for a use.
    pub(crate) fn is_deferred(&self, t: TypeId) -> bool {
        self.pending.types.contains_key(&t)
    }

    /// `t` is defined by other means (its explicit specialisation): no
    /// longer pending.
    pub(crate) fn forget_deferred(&mut self, t: TypeId) {
        self.pending.types.remove(&t);
        self.pending.order.retain(|&o| o != t);
    }

    /// Defines `t` (through qualifiers and arrays) if its definition was
    /// deferred: what needs a complete type calls this first.
    pub(crate) fn require_complete(&mut self, t: TypeId) {
        if self.pending.types.is_empty() {
            return;
        }
        let t = self.types.unqual(self.types.innermost_elem(t));
        let Some((id, args, at)) = self.pending.types.remove(&t) else {
            return;
        };
        if !self.types.is_complete(t) {
            self.define_instance(id, t, &args, at);
        }
    }

    /// `require_complete`, then whether `t` is complete.
    pub(crate) fn is_complete_now(&mut self, t: TypeId) -> bool {
        self.require_complete(t);
        self.types.is_complete(t)
    }
}

/// The span of the template-id `te` is, or names through references and
/// pointers, if it is one.
fn returned_template_id(te: &ast::TypeExpr) -> Option<Span> {
    match &te.kind {
        ast::TypeExprKind::Named(path) => path.last().filter(|l| l.args.is_some()).map(|l| l.span),
        _ => referee_template_id(te),
    }
}

/// The span of the template-id `te` names through references and
/// pointers (`const barrier<S>&`, `Vec<T>**`), if it is one.
fn referee_template_id(te: &ast::TypeExpr) -> Option<Span> {
    match &te.kind {
        ast::TypeExprKind::LValueRef(inner)
        | ast::TypeExprKind::RValueRef(inner)
        | ast::TypeExprKind::Pointer(inner) => match &inner.kind {
            ast::TypeExprKind::Named(path) => {
                path.last().filter(|l| l.args.is_some()).map(|l| l.span)
            }
            _ => referee_template_id(inner),
        },
        _ => None,
    }
}
