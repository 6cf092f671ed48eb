//! Explicit contexts: what an expression or type is checked *as*, set for
//! a region by a `with_*` method and put back when the region ends
//! (clang's `ArgumentPackSubstitutionIndexRAII` and friends). Nothing else
//! writes them, so no function sees a value another left behind.
//!
//! - `Expansion::pack_index`: inside a pack expansion (`xs...`,
//!   `Ts... xs`), the element a pack name stands for
//!   (`with_pack_element`).
//! - `Expansion::probe`: while a pattern is measured
//!   (`measure_packs`), the length of the first pack it names; the
//!   measurement is the region's result, not a value left behind.
//! - `Expansion::auto_placeholder`: while a function template's
//!   signature is built, `auto` stands for the deduced return type
//!   (`TypeKind::Auto`, mangled `Da`) (`with_auto_placeholder`).
//! - `Sema::deduction` (`deduce::Deduction`, `with_deduction`): the
//!   template argument deduction in progress.
//! - `Expansion::unevaluated`: inside an unevaluated operand
//!   (`decltype(e)`, GNU's `__typeof__(e)`), where calls are not made, so
//!   calling a host function from device code is no error (as in nvcc and
//!   clang: `decltype(declval<T>().x())` in a device specialisation)
//!   (`unevaluated`). A function body instantiated from there is
//!   evaluated again (`take_fn_state`).
//! - `Checked`: an initialiser already checked (to deduce an `auto`
//!   variable's type, or a range-for's element) that the declaration it
//!   belongs to takes instead of checking it again (`with_checked`).

use super::Sema;
use crate::ast;
use crate::ir::Expr;

/// See the module doc.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Expansion {
    pub pack_index: Option<usize>,
    probe: Option<Option<usize>>,
    pub auto_placeholder: bool,
    pub unevaluated: bool,
}

impl Expansion {
    /// A pack of `len` elements was named: what a measurement records.
    pub(crate) fn note_pack_len(&mut self, len: usize) {
        if let Some(probe) = &mut self.probe {
            probe.get_or_insert(len);
        }
    }
}

/// An initialiser's expression node and its checked form.
#[derive(Clone)]
pub(crate) struct Checked {
    node: *const ast::Expr,
    expr: Expr,
    /// The `with_checked` region that provides it (outermost 0): what is
    /// left untaken goes when the region ends.
    depth: u32,
}

impl Sema<'_> {
    /// Runs `f` as the checking of an unevaluated operand.
    pub(crate) fn unevaluated<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.expansion.unevaluated;
        self.expansion.unevaluated = true;
        let r = f(self);
        self.expansion.unevaluated = saved;
        r
    }

    /// Runs `f` with pack names standing for element `i`.
    pub(crate) fn with_pack_element<R>(&mut self, i: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.expansion;
        self.expansion.pack_index = Some(i);
        let r = f(self);
        self.expansion = saved;
        r
    }

    /// Runs `f` at element 0 and returns its result with the length of
    /// the first pack it named (`None`: it named none).
    pub(crate) fn measure_packs<R>(
        &mut self,
        f: impl FnOnce(&mut Self) -> R,
    ) -> (R, Option<usize>) {
        let saved = self.expansion;
        self.expansion.probe = Some(None);
        self.expansion.pack_index = Some(0);
        let r = f(self);
        let n = self.expansion.probe.flatten();
        self.expansion = saved;
        (r, n)
    }

    /// Runs `f` with `auto` standing for a deduced return type.
    pub(crate) fn with_auto_placeholder<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.expansion;
        self.expansion.auto_placeholder = true;
        let r = f(self);
        self.expansion = saved;
        r
    }

    /// Runs `f` with `expr` as the checked form of initialiser `node`:
    /// the first `check_expr` of that node inside `f` takes it. Whatever
    /// `f` leaves untaken is dropped when it returns. `None` provides
    /// nothing new (an outer region's form stays available).
    pub(crate) fn with_checked<R>(
        &mut self,
        checked: Option<(&ast::Expr, Expr)>,
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        match checked {
            None => f(self),
            Some(one) => self.with_checked_all(vec![one], f),
        }
    }

    /// `with_checked` of several nodes at once (the items of a braced
    /// list whose types chose an array's bound); empty provides nothing
    /// new. An outer region's forms stay available inside.
    pub(crate) fn with_checked_all<R>(
        &mut self,
        checked: Vec<(&ast::Expr, Expr)>,
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        if checked.is_empty() {
            return f(self);
        }
        let depth = self.checked.iter().map(|c| c.depth + 1).max().unwrap_or(0);
        self.checked
            .extend(checked.into_iter().map(|(node, expr)| Checked {
                node: node as *const ast::Expr,
                expr,
                depth,
            }));
        let r = f(self);
        self.checked.retain(|c| c.depth < depth);
        r
    }

    /// The checked form of `e` that `with_checked` provides, once.
    pub(crate) fn take_checked(&mut self, e: &ast::Expr) -> Option<Expr> {
        let i = self.checked.iter().position(|c| std::ptr::eq(c.node, e))?;
        Some(self.checked.swap_remove(i).expr)
    }

    /// Whether initialiser `e`'s checked form is provided (a range-for's
    /// element).
    pub(crate) fn has_checked(&self, e: &ast::Expr) -> bool {
        self.checked.iter().any(|c| std::ptr::eq(c.node, e))
    }
}
