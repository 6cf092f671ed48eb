//! Substitution as a transaction.
//!
//! Deducing a function template's arguments, trying a candidate's
//! explicit arguments or checking an expression quietly (to measure a
//! pack, to type a braced argument) may fail, and failing is no error
//! (SFINAE, [temp.deduct]p8): what the attempt reported in its *immediate
//! context* (the substituted signature, the expression itself) is dropped
//! with it. `tentatively` is that region: it returns the attempt's
//! result and its errors, and leaves no diagnostic behind.
//!
//! What the attempt instantiated on the way (a class template's
//! definition, a function template's body, a member defined on first
//! use) is not part of the immediate context: C++ keeps those
//! instantiations whatever the attempt's outcome, and an error in them
//! is an error of the program. Such a region runs through `definition`,
//! which sets its diagnostics aside (`Txn::kept`) while an attempt is in
//! progress, to be reported when the outermost attempt ends. So a failed
//! attempt never leaves a cached specialisation whose errors nobody saw,
//! and a later use never finds a broken instance silently.
//!
//! Invariants: after `tentatively` returns, the diagnostics are those
//! from before it plus the kept errors of definitions made inside it
//! (once the outermost attempt ends); a held region (`host.rs`) opened
//! inside an attempt collects its own definitions' errors, as outside.

use super::Sema;
use crate::diag::Diagnostic;

/// The attempts in progress (a field of `Sema`).
#[derive(Default)]
pub(crate) struct Txn {
    /// For each attempt in progress, outermost first: how many held
    /// regions were open when it began.
    holds_at: Vec<u32>,
    /// For each attempt in progress: how many `definition` regions were
    /// open when it began (more open now: the code being checked is a
    /// definition's, outside the attempt's immediate context).
    defs_at: Vec<u32>,
    /// `definition` regions open now.
    defs: u32,
    /// Diagnostics of definitions made during the attempts in progress.
    kept: Vec<Diagnostic>,
}

impl Sema<'_> {
    /// Runs `f` as an attempt whose failure is no error: its result, and
    /// the diagnostics raised in its immediate context, taken out (no
    /// error among them: it succeeded). `restore_diags` reports them
    /// after all.
    pub(crate) fn tentatively<R>(
        &mut self,
        f: impl FnOnce(&mut Self) -> R,
    ) -> (R, Vec<Diagnostic>) {
        let mark = self.diags.len();
        let holds = self.open_holds();
        self.txn.holds_at.push(holds);
        self.txn.defs_at.push(self.txn.defs);
        let r = f(self);
        self.txn.defs_at.pop();
        self.txn.holds_at.pop();
        let dropped = self.diags.list.split_off(mark.min(self.diags.len()));
        if self.txn.holds_at.is_empty() {
            let kept = std::mem::take(&mut self.txn.kept);
            self.diags.list.extend(kept);
        }
        (r, dropped)
    }

    /// Runs `f`, which instantiates a definition: its diagnostics belong
    /// to the program even when an attempt in progress fails.
    pub(crate) fn definition<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let mark = self.diags.len();
        self.txn.defs += 1;
        // A definition made while a converting constructor's viability is
        // tried (a candidate's body, defined when overload resolution picks
        // it) is no part of that conversion sequence: its own conversions
        // may be user-defined (`normal_iterator`'s converting constructor
        // initialising its base from `device_ptr<T>` to `device_ptr<const
        // T>`).
        let converting = std::mem::take(&mut self.in_converting_ctor);
        let r = f(self);
        self.in_converting_ctor = converting;
        self.txn.defs -= 1;
        // A held region opened inside the attempt and still open takes
        // these diagnostics itself when it ends.
        if self.txn.holds_at.last() == Some(&self.open_holds()) {
            let tail = self.diags.list.split_off(mark.min(self.diags.len()));
            self.txn.kept.extend(tail);
        }
        r
    }

    /// Runs `f` as a probe: an attempt whose diagnostics are all dropped,
    /// those of definitions made meanwhile included; its result and
    /// whether it raised an error. Only for what is checked with
    /// placeholders for template parameters (whose definitions are
    /// patterns no program uses), never with real arguments.
    pub(crate) fn probe<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> (R, bool) {
        let mark = self.diags.len();
        let kept = self.txn.kept.len();
        let (r, dropped) = self.tentatively(f);
        let mut failed = dropped.iter().any(|d| d.is_error());
        let extra = if self.txn.holds_at.is_empty() {
            // The outermost attempt reported what definitions kept.
            self.diags.list.split_off(mark.min(self.diags.len()))
        } else {
            self.txn.kept.split_off(kept.min(self.txn.kept.len()))
        };
        failed |= extra.iter().any(|d| d.is_error());
        (r, failed)
    }

    /// Whether the code being checked is in an attempt's immediate
    /// context: what fails there is a substitution failure of the
    /// attempt, not an error of the program.
    pub(crate) fn in_immediate_context(&self) -> bool {
        self.txn.defs_at.last() == Some(&self.txn.defs)
    }

    /// Reports diagnostics an attempt took out.
    pub(crate) fn restore_diags(&mut self, ds: Vec<Diagnostic>) {
        self.diags.list.extend(ds);
    }
}
