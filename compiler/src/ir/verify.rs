//! The program verifier (cranelift's verifier for our typed program).
//!
//! Input: a [`Program`] and the type graph of a translation unit sema
//! checked without errors. Output: every broken invariant, each naming
//! the function and the rule; none for a sound program.
//!
//! It runs between sema and codegen in debug builds and whenever
//! `--verify-ir` is given (the test suites and fuzz harnesses give it), so
//! a sema bug is reported where it was made, not where codegen, LLVM's
//! verifier or ptxas trips over it. A violation is a bug of ours: the
//! driver reports it as an internal compiler error.
//!
//! What it checks:
//! - every id is valid: functions and globals in the program, locals in
//!   the function that uses them; a function's parameters are its locals;
//! - calls go to functions, never to template patterns, with as many
//!   arguments as the callee's type has parameters (plus `this`);
//! - value categories: what is loaded, assigned, incremented or has its
//!   address taken is an lvalue; variables and dereferences are lvalues;
//!   constants, loads and comparisons are not;
//! - operand types: comparisons and logical operators give `bool`,
//!   logical operands are `bool`, pointer arithmetic has a pointer, a
//!   member index is a field of a complete record;
//! - no value has the type `auto` or of a template parameter;
//! - control flow: `break` inside a loop or `switch`, `continue` inside a
//!   loop, `case`/`default` inside a `switch`, every `goto` has its label.

use super::{Builtin, CastKind, Expr, ExprKind, FuncId, Function, Init, Program, Stmt, StmtKind};
use crate::types::{TypeGraph, TypeId, TypeKind};
use std::collections::HashSet;
use std::fmt::Write;

/// The broken invariants of `p`, one line each; empty when it is sound.
pub fn verify(p: &Program, types: &TypeGraph) -> Vec<String> {
    let mut v = Verifier {
        p,
        types,
        out: Vec::new(),
        func: None,
        loops: 0,
        switches: 0,
    };
    // A host function keeps only the fact that it is defined (an empty
    // body, no locals): host code is never compiled.
    for (id, f) in p.functions.iter() {
        if let (Some(body), None, true) = (&f.body, f.pattern, f.space.on_device()) {
            v.func = Some(f);
            v.function(id, f, body);
        }
    }
    v.func = None;
    // Likewise a host variable is never emitted: its initialiser is read
    // leniently (errors held for device uses, `sema::host`), and device
    // code only ever sees it folded to a constant.
    for g in p.globals.values().filter(|g| g.on_device()) {
        if let Some(init) = &g.init {
            v.init(init, &g.name);
        }
    }
    v.out
}

struct Verifier<'a> {
    p: &'a Program,
    types: &'a TypeGraph,
    out: Vec<String>,
    /// The function whose body is being checked (`None`: a global's
    /// initialiser, which has no locals).
    func: Option<&'a Function>,
    /// Enclosing loops and `switch`es.
    loops: u32,
    switches: u32,
}

impl<'a> Verifier<'a> {
    fn fail(&mut self, what: impl AsRef<str>) {
        let mut line = String::new();
        match self.func {
            Some(f) => {
                let _ = write!(line, "in `{}`: ", f.symbol);
            }
            None => line.push_str("in a global initialiser: "),
        }
        line.push_str(what.as_ref());
        self.out.push(line);
    }

    fn function(&mut self, id: FuncId, f: &'a Function, body: &'a [Stmt]) {
        for &l in &f.params {
            if !f.locals.is_valid(l) {
                self.fail(format!("parameter {l:?} is not a local"));
            }
        }
        let expected = self.param_count(id).map(|(n, _)| n);
        if expected.is_some_and(|n| n != f.params.len()) {
            self.fail(format!(
                "{} parameters, its type says {}",
                f.params.len(),
                expected.unwrap_or_default()
            ));
        }
        let mut labels = HashSet::new();
        let mut gotos = Vec::new();
        for s in body {
            collect_labels(s, &mut labels, &mut gotos);
        }
        for g in gotos {
            if !labels.contains(g) {
                self.fail(format!("`goto {g}` has no label"));
            }
        }
        self.loops = 0;
        self.switches = 0;
        for s in body {
            self.stmt(s);
        }
    }

    /// How many parameters `f`'s type has (a member function's type
    /// starts with `this`), and whether more arguments may follow (`...`).
    fn param_count(&self, f: FuncId) -> Option<(usize, bool)> {
        let func = self.p.functions.get(f)?;
        let TypeKind::Function {
            params, variadic, ..
        } = self.types.ukind(func.ty)
        else {
            return None;
        };
        Some((params.len(), *variadic))
    }

    fn stmt(&mut self, s: &'a Stmt) {
        match &s.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Decl(l, init) => {
                self.local(*l);
                if let Some(i) = init {
                    self.init_in_body(i);
                }
            }
            StmtKind::InitAt(e, i) => {
                self.lvalue(e, "initialised in place");
                self.expr(e);
                self.init_in_body(i);
            }
            StmtKind::Block(v) => v.iter().for_each(|s| self.stmt(s)),
            StmtKind::If(c, a, b) => {
                self.condition(c);
                self.stmt(a);
                if let Some(b) = b {
                    self.stmt(b);
                }
            }
            StmtKind::While(c, body, _) => {
                self.condition(c);
                self.in_loop(body);
            }
            StmtKind::DoWhile(body, c, _) => {
                self.in_loop(body);
                self.condition(c);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                init.iter().for_each(|s| self.stmt(s));
                if let Some(c) = cond {
                    self.condition(c);
                }
                if let Some(e) = step {
                    self.expr(e);
                }
                self.in_loop(body);
            }
            StmtKind::Switch(c, body) => {
                if !self.types.is_integer_valued(c.ty) {
                    self.fail("`switch` on a value that is not an integer");
                }
                self.expr(c);
                self.switches += 1;
                // A `break` inside the switch leaves it, but a `continue`
                // still needs a loop around it.
                self.stmt(body);
                self.switches -= 1;
            }
            StmtKind::Case(_, b) | StmtKind::Default(b) => {
                if self.switches == 0 {
                    self.fail("`case` or `default` outside a `switch`");
                }
                self.stmt(b);
            }
            StmtKind::Label(_, b) => self.stmt(b),
            StmtKind::Break => {
                if self.loops == 0 && self.switches == 0 {
                    self.fail("`break` outside a loop or `switch`");
                }
            }
            StmtKind::Continue => {
                if self.loops == 0 {
                    self.fail("`continue` outside a loop");
                }
            }
            StmtKind::Asm(a) => {
                for o in &a.outputs {
                    self.lvalue(o, "an asm output");
                    self.expr(o);
                }
                a.inputs.iter().for_each(|e| self.expr(e));
                if a.tied.iter().any(|&t| t >= a.outputs.len()) {
                    self.fail("an asm input is tied to an output that does not exist");
                }
            }
            StmtKind::Goto(_) | StmtKind::Return(None) | StmtKind::Empty => {}
        }
    }

    fn in_loop(&mut self, body: &'a Stmt) {
        // A loop inside a switch: `break` leaves the loop, and a `case` of
        // the switch may still be inside it (Duff's device).
        self.loops += 1;
        self.stmt(body);
        self.loops -= 1;
    }

    fn condition(&mut self, c: &'a Expr) {
        if !self.types.is_bool(c.ty) {
            let d = self.types.display(c.ty);
            self.fail(format!("a condition of type `{d}`, not `bool`"));
        }
        self.expr(c);
    }

    fn local(&mut self, l: super::LocalId) {
        if !self.func.is_some_and(|f| f.locals.is_valid(l)) {
            self.fail(format!("{l:?} is not a local of this function"));
        }
    }

    /// A reference to `f`; for a call, with `args` arguments and the
    /// object (`this`) passed apart from them or not.
    fn callee(&mut self, f: FuncId, args: Option<usize>, object_apart: bool) {
        let Some(func) = self.p.functions.get(f) else {
            self.fail(format!("{f:?} is not a function"));
            return;
        };
        if func.pattern.is_some() {
            self.fail(format!(
                "`{}` refers to a template pattern, not an instantiation",
                func.name
            ));
        }
        let object = object_apart as usize;
        if let (Some(n), Some((all, variadic))) = (args, self.param_count(f)) {
            let want = all.saturating_sub(object);
            if n < want || (n > want && !variadic) {
                self.fail(format!(
                    "call of `{}` with {n} arguments, not {want}",
                    func.symbol
                ));
            }
        }
    }

    fn lvalue(&mut self, e: &Expr, what: &str) {
        if !e.lvalue {
            self.fail(format!("{what} is not an lvalue"));
        }
    }

    fn rvalue(&mut self, e: &Expr, what: &str) {
        if e.lvalue {
            self.fail(format!("{what} is an lvalue"));
        }
    }

    /// Types no value can have: `auto`, a template parameter.
    fn value_type(&mut self, t: TypeId) {
        let bad = match self.types.ukind(t) {
            TypeKind::Auto => true,
            TypeKind::Record(_) => self
                .types
                .record(t)
                .is_some_and(|r| r.param_index.is_some()),
            _ => false,
        };
        if bad {
            let d = self.types.display(t);
            self.fail(format!("a value of the dependent type `{d}`"));
        }
    }

    fn expr(&mut self, e: &'a Expr) {
        self.value_type(e.ty);
        self.expr_rules(e);
        for x in e.operands() {
            self.expr(x);
        }
        match &e.kind {
            ExprKind::Temp(i) => self.init_in_body(i),
            ExprKind::Materialize(l, i) => {
                self.local(*l);
                self.init_in_body(i);
            }
            ExprKind::WithCleanups(_, stmts) | ExprKind::StmtExpr(stmts, _) => {
                stmts.iter().for_each(|s| self.stmt(s))
            }
            _ => {}
        }
    }

    /// The rules of one node, given its operands.
    fn expr_rules(&mut self, e: &Expr) {
        let t = self.types;
        match &e.kind {
            ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Null => self.rvalue(e, "a constant"),
            ExprKind::Local(l) => {
                self.local(*l);
                self.lvalue(e, "a variable");
            }
            ExprKind::Global(g) => {
                if !self.p.globals.is_valid(*g) {
                    self.fail(format!("{g:?} is not a global"));
                }
                self.lvalue(e, "a variable");
            }
            ExprKind::Str(_) => self.lvalue(e, "a string literal"),
            ExprKind::Func(f) => self.callee(*f, None, false),
            ExprKind::Overloads(..) => self.fail("an overload set was never resolved"),
            ExprKind::Call(f, args) => {
                // A call of a complete-object constructor passes the
                // object apart from the arguments.
                let ctor = self
                    .p
                    .functions
                    .get(*f)
                    .and_then(|g| g.method)
                    .is_some_and(|m| !m.is_static && !m.takes_this());
                self.callee(*f, Some(args.len()), ctor)
            }
            ExprKind::VirtualCall(f, _, args) => {
                let takes_this = self
                    .p
                    .functions
                    .get(*f)
                    .and_then(|g| g.method)
                    .is_some_and(|m| m.takes_this());
                if !takes_this {
                    self.fail(format!("a virtual call of {f:?}, which takes no object"));
                }
                self.callee(*f, Some(args.len()), false)
            }
            ExprKind::Load(x) => {
                self.lvalue(x, "a loaded operand");
                self.rvalue(e, "a load");
            }
            ExprKind::Assign(x, _)
            | ExprKind::CompoundAssign { lhs: x, .. }
            | ExprKind::IncDec { target: x, .. } => self.lvalue(x, "an assigned operand"),
            ExprKind::AddrOf(x) => {
                self.lvalue(x, "the operand of `&`");
                self.rvalue(e, "an address");
            }
            ExprKind::Deref(x) => {
                // A reference's value is the address it binds.
                if !t.is_pointer(x.ty) && t.referee(x.ty).is_none() {
                    self.fail("`*` of a value that is neither a pointer nor a reference");
                }
                self.lvalue(e, "a dereference");
            }
            ExprKind::Compare(..) => {
                if !self.types.is_bool(e.ty) {
                    self.fail("a comparison whose type is not `bool`");
                }
                self.rvalue(e, "a comparison");
            }
            ExprKind::Logical(_, a, b)
                if !self.types.is_bool(e.ty)
                    || !self.types.is_bool(a.ty)
                    || !self.types.is_bool(b.ty) =>
            {
                self.fail("`&&`/`||` on or giving a value that is not `bool`");
            }
            ExprKind::Cast(CastKind::ToBool, _) if !self.types.is_bool(e.ty) => {
                self.fail("a conversion to `bool` of another type");
            }
            ExprKind::Cast(CastKind::ArrayToPtr, x) => {
                self.lvalue(x, "a decayed array");
                if t.array_elem(x.ty).is_none() {
                    self.fail("array-to-pointer conversion of a value that is not an array");
                }
            }
            ExprKind::PtrAdd(a, b) if !t.is_pointer(a.ty) || !t.is_integer_valued(b.ty) => {
                self.fail("pointer arithmetic without a pointer and an integer");
            }
            ExprKind::PtrDiff(a, b) if !t.is_pointer(a.ty) || !t.is_pointer(b.ty) => {
                self.fail("a pointer difference of values that are not pointers");
            }
            ExprKind::Member(x, i) => {
                let fields = t.record(x.ty).and_then(|r| r.fields.as_ref());
                match fields {
                    Some(fs) if (*i as usize) < fs.len() => {}
                    Some(_) => self.fail(format!("field {i} of a record without it")),
                    None => self.fail("a member of a value that is not a complete record"),
                }
                if x.lvalue != e.lvalue {
                    self.fail("a member access whose value category is not its object's");
                }
            }
            ExprKind::Builtin(Builtin::Table(i), _)
                if crate::nvvm::target::builtins::get(*i).is_none() =>
            {
                self.fail(format!("builtin {i} is not in the table"));
            }
            ExprKind::Builtin(b @ (Builtin::VaStart | Builtin::VaArg | Builtin::VaEnd), args)
                if args.len() != 1 || !t.is_pointer(args[0].ty) =>
            {
                self.fail(format!("{b:?} takes the address of one va_list"));
            }
            ExprKind::Builtin(Builtin::VaCopy, args)
                if args.len() != 2 || !args.iter().all(|a| t.is_pointer(a.ty)) =>
            {
                self.fail("VaCopy takes the addresses of two va_lists");
            }
            _ => {}
        }
    }

    fn init_in_body(&mut self, i: &'a Init) {
        match i {
            Init::Expr(e) => self.expr(e),
            Init::List(v) => v.iter().for_each(|i| self.init_in_body(i)),
            Init::Zero => {}
            Init::Construct(c, args) => {
                // The object initialised is the constructor's `this`.
                self.callee(*c, Some(args.len()), true);
                args.iter().for_each(|a| self.expr(a));
            }
            Init::Each(i) | Init::Zeroed(i) => self.init_in_body(i),
            Init::SelfBound(l, i) => {
                self.local(*l);
                self.init_in_body(i);
            }
        }
    }

    fn init(&mut self, i: &'a Init, global: &str) {
        let before = self.out.len();
        self.init_in_body(i);
        for line in &mut self.out[before..] {
            *line = format!("{line} (initialiser of `{global}`)");
        }
    }
}

/// The labels `s` and the statements inside it define, and the labels
/// their `goto`s name.
fn collect_labels<'a>(s: &'a Stmt, labels: &mut HashSet<&'a str>, gotos: &mut Vec<&'a str>) {
    match &s.kind {
        StmtKind::Label(l, _) => {
            labels.insert(l);
        }
        StmtKind::Goto(l) => gotos.push(l),
        _ => {}
    }
    for c in s.children() {
        collect_labels(c, labels, gotos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostics;
    use crate::preprocess::{self, PpOptions};
    use crate::sema::{self, Checked, SemaOptions};
    use crate::source::SourceMap;

    fn check(src: &str) -> Checked {
        let mut sm = SourceMap::new();
        let mut diags = Diagnostics::new();
        let main = sm.add_file("t.cu", src);
        let pp = preprocess::preprocess(&mut sm, main, &PpOptions::default(), &mut diags);
        let tu = crate::syntax::parse(&sm, &pp, &mut diags);
        let checked = sema::check(&tu, &SemaOptions::default(), &mut diags);
        assert!(!diags.has_errors(), "{:?}", diags.list);
        checked
    }

    const SRC: &str = "struct P { int a; int b; };\n\
        __device__ int f(P *p, int n) {\n\
            int s = 0;\n\
            for (int i = 0; i < n; ++i) { if (p[i].a) break; s += p[i].b; }\n\
            return s;\n\
        }\n\
        __global__ void k(P *p, int *o) { *o = f(p, 3); }\n";

    fn body_of<'a>(c: &'a mut Checked, name: &str) -> &'a mut Vec<Stmt> {
        let f = c.program.functions.values_mut().find(|f| f.name == name);
        f.and_then(|f| f.body.as_mut())
            .expect("the function has a body")
    }

    #[test]
    fn a_checked_program_is_sound() {
        let c = check(SRC);
        assert_eq!(verify(&c.program, &c.types), Vec::<String>::new());
    }

    #[test]
    fn a_break_outside_any_loop_is_reported() {
        let mut c = check(SRC);
        let span = c.program.functions.values().next().map(|f| f.span);
        let span = span.expect("a function");
        body_of(&mut c, "f").push(Stmt {
            kind: StmtKind::Break,
            span,
        });
        let broken = verify(&c.program, &c.types);
        assert_eq!(
            broken,
            vec!["in `_Z1fP1Pi`: `break` outside a loop or `switch`"]
        );
    }

    #[test]
    fn a_load_of_an_rvalue_and_a_dangling_local_are_reported() {
        let mut c = check(SRC);
        let body = body_of(&mut c, "f");
        // `return s;`: make the loaded `s` an rvalue and a local of no one.
        let Some(Stmt {
            kind: StmtKind::Return(Some(e)),
            ..
        }) = body.last_mut()
        else {
            panic!("f ends with a return");
        };
        let mut done = false;
        walk_mut(e, &mut |e| {
            if let ExprKind::Load(s) = &mut e.kind {
                if !done && matches!(s.kind, ExprKind::Local(_)) {
                    s.lvalue = false;
                    s.kind = ExprKind::Local(super::super::LocalId(99));
                    done = true;
                }
            }
        });
        assert!(done, "f returns a loaded local");
        let broken = verify(&c.program, &c.types);
        assert_eq!(
            broken,
            vec![
                "in `_Z1fP1Pi`: a loaded operand is not an lvalue",
                "in `_Z1fP1Pi`: LocalId(99) is not a local of this function",
                "in `_Z1fP1Pi`: a variable is not an lvalue",
            ]
        );
    }

    #[test]
    fn a_call_with_too_few_arguments_is_reported() {
        let mut c = check(SRC);
        let body = body_of(&mut c, "k");
        let mut found = false;
        for s in body.iter_mut() {
            if let StmtKind::Expr(e) = &mut s.kind {
                walk_mut(e, &mut |e| {
                    if let ExprKind::Call(_, args) = &mut e.kind {
                        args.pop();
                        found = true;
                    }
                });
            }
        }
        assert!(found, "k calls f");
        let broken = verify(&c.program, &c.types);
        assert_eq!(
            broken,
            vec!["in `_Z1kP1PPi`: call of `_Z1fP1Pi` with 1 arguments, not 2"]
        );
    }

    fn walk_mut(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
        f(e);
        for x in e.operands_mut() {
            walk_mut(x, f);
        }
    }
}
