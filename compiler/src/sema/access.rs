//! Access control ([class.access]): a private member is named only from
//! the members and friends of its class (and classes nested in it); a
//! protected one also from the members and friends of derived classes.
//!
//! Input: the non-public members, recorded as classes are defined, and
//! the classes' friends; the accessing context is the function being
//! checked (for a lambda, also the functions around it), and the class
//! scope being read (a member template's default arguments substituted
//! from any caller). Output: clang's
//! "'x' is a private member of 'S'" with where the member was declared.
//! Outside any function (initialisers of globals, template arguments)
//! nothing is checked.
//!
//! Non-public fields and member functions are recorded as classes are
//! defined, and checked when a field is named and after overload resolution
//! picks a member. Friends (functions and classes) are matched by name.

use super::Sema;
use crate::ast::{self, Access};
use crate::ir::FuncId;
use crate::source::Span;
use crate::types::{PathSeg, TypeId};

/// A member whose access is recorded.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Member {
    Field(TypeId, u32),
    Func(FuncId),
}

/// Who a class lets in besides its own members.
#[derive(Default)]
pub(crate) struct Friends {
    functions: Vec<String>,
    classes: Vec<String>,
}

impl Sema<'_> {
    /// Records `m`'s access (public members need no record), where it
    /// was declared.
    pub(crate) fn note_access(&mut self, m: Member, access: Access, at: Span) {
        if access != Access::Public {
            self.access.insert(m, (access, at));
        }
    }

    /// Records the friends a class definition declares.
    pub(crate) fn note_friends(&mut self, class: TypeId, def: &ast::RecordDef) {
        let functions: Vec<String> = def
            .members
            .iter()
            .filter_map(|(_, m)| match m {
                ast::Item::Function(f) if f.friend => Some(f.name.name.clone()),
                ast::Item::Template { item, .. } => match &**item {
                    ast::Item::Function(f) if f.friend => Some(f.name.name.clone()),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let classes: Vec<String> = def.friend_classes.iter().map(|c| c.name.clone()).collect();
        if !functions.is_empty() || !classes.is_empty() {
            self.friends.insert(class, Friends { functions, classes });
        }
    }

    /// Adds the classes that `friend X;` names through a member alias
    /// (`friend BlockMergeSortStrategyT;` for `using BlockMergeSortStrategyT
    /// = BlockMergeSortStrategy<…>;`, CUB's BlockMergeSort), once the
    /// class's members are declared: friends are matched by class name.
    pub(crate) fn note_friend_aliases(&mut self, class: TypeId, def: &ast::RecordDef) {
        let mut extra = Vec::new();
        for c in &def.friend_classes {
            if let Some(super::scope::Symbol::Type(t)) = self.peek_path(std::slice::from_ref(c)) {
                let t = self.types.unqual(t);
                if let Some(r) = self.types.record(t) {
                    if r.name != c.name {
                        extra.push(r.name.clone());
                    }
                }
            }
        }
        if let Some(fr) = self.friends.get_mut(&class) {
            fr.classes.extend(extra);
        }
    }

    /// Reports naming member `m` (called `name`, of class `class`) here
    /// when its access does not allow it.
    pub(crate) fn check_access(&mut self, m: Member, class: TypeId, name: &str, span: Span) {
        let Some(&(access, declared)) = self.access.get(&m) else {
            return;
        };
        self.check_access_as(access, declared, class, name, span);
    }

    /// Reports naming field `idx` of `holder`, called `name`, in an object
    /// of class `naming` here when its access does not allow it: the
    /// access a using-declaration gives it in `naming` or a class between
    /// (a base of `naming` derived from `holder`), else its own.
    pub(crate) fn check_field_access(
        &mut self,
        naming: TypeId,
        holder: TypeId,
        idx: u32,
        name: &str,
        span: Span,
    ) {
        let holder = self.types.unqual(holder);
        let mut todo = vec![self.types.unqual(naming)];
        while let Some(c) = todo.pop() {
            if c == holder {
                continue;
            }
            if let Some(&(access, declared)) = self.using_access.get(&(c, name.to_string())) {
                if access != Access::Public {
                    self.check_access_as(access, declared, c, name, span);
                }
                return;
            }
            if let Some(r) = self.types.record(c) {
                todo.extend(r.bases.iter().map(|&b| self.types.unqual(b)));
            }
        }
        self.check_access(Member::Field(holder, idx), holder, name, span);
    }

    fn check_access_as(
        &mut self,
        access: Access,
        declared: Span,
        class: TypeId,
        name: &str,
        span: Span,
    ) {
        let class = self.types.unqual(class);
        let contexts = self.accessing_functions();
        if contexts.is_empty() || self.scope_may_access(class, access) {
            return;
        }
        for f in contexts {
            if self.function_may_access(f, class, access) {
                return;
            }
        }
        let what = if access == Access::Private {
            "private"
        } else {
            "protected"
        };
        let d = self.describe_ty(class);
        self.diags.push(
            crate::diag::Diagnostic::error(span, format!("'{name}' is a {what} member of '{d}'"))
                .with_secondary(declared, format!("declared {what} here")),
        );
    }

    /// The function being checked and, inside lambdas, the functions
    /// they are in.
    fn accessing_functions(&self) -> Vec<FuncId> {
        let mut out: Vec<FuncId> = self.func.iter().map(|f| f.id).collect();
        out.extend(self.enclosing_functions());
        out
    }

    fn function_may_access(&self, f: FuncId, class: TypeId, access: Access) -> bool {
        let func = &self.program.functions[f];
        let granted = |s: &Self, c: TypeId| {
            c == class || (access == Access::Protected && s.is_base_of(class, c))
        };
        if let Some(m) = func.method {
            // A member of the class, of a class nested in it, or (for
            // protected members) of a class derived from it.
            let mut c = Some(self.types.unqual(m.class));
            while let Some(x) = c {
                if granted(self, x) || self.is_friend_class(class, x) {
                    return true;
                }
                c = self.types.record(x).and_then(|r| {
                    r.scope.iter().rev().find_map(|s| match s {
                        PathSeg::Record(t) => Some(*t),
                        _ => None,
                    })
                });
            }
            false
        } else {
            self.friends
                .get(&class)
                .is_some_and(|fr| fr.functions.contains(&func.name))
        }
    }

    /// Whether the scope being read is inside a class that may name
    /// `class`'s members of `access`: a member template's default
    /// template arguments and an alias template's definition are read in
    /// their class's scope, whichever function's call substitutes them
    /// ([temp.arg]p3; libstdc++'s `duration` converting constructor asks
    /// its private `__divide<…, __gcd1 = _S_gcd(…)>` from the caller's
    /// `duration<double, milli>(b - a)`).
    fn scope_may_access(&self, class: TypeId, access: Access) -> bool {
        let mut c = Some(self.scopes.current());
        while let Some(x) = c {
            let ctx = self.scopes.ctx(x);
            if let Some(t) = ctx.class {
                let t = self.types.unqual(t);
                if t == class
                    || (access == Access::Protected && self.is_base_of(class, t))
                    || self.is_friend_class(class, t)
                {
                    return true;
                }
            }
            c = ctx.parent;
        }
        false
    }

    fn is_friend_class(&self, class: TypeId, other: TypeId) -> bool {
        let Some(fr) = self.friends.get(&class) else {
            return false;
        };
        self.types
            .record(other)
            .is_some_and(|r| fr.classes.contains(&r.name))
    }
}
