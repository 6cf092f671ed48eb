//! Macro definitions and expansion (C11 6.10.3, C++20 `__VA_OPT__`).
//!
//! Input: `#define` lines; a token stream to expand. Output: fully expanded
//! tokens whose spans point at their spelling (body tokens: in the
//! definition, tagged with the invocation's `ExpansionId`; argument tokens:
//! where the argument was written; `#`/`##` results: the invocation).
//! Invariants: recursion is blocked the way gcc and clang do it (C++17
//! [cpp.rescan]/2 read as "while the replacement is being rescanned"): an
//! expansion's tokens are followed in the stream by an `EndExpansion`
//! marker, the macro is disabled until that marker is read, and a name met
//! while its macro is disabled is painted blue (`no_expand`) for good.
//! Markers are consumed here (also while collecting arguments and looking
//! for a `(`), never returned. This reproduces the examples of C11
//! 6.10.3.5 and the deferred-expansion idioms (`DEFER`/`EVAL`, `FOR_EACH`)
//! exactly as gcc does (see the tests and `tests/preprocess/`).
//!
//! Why not Prosser's hide sets: they attach the disabled macros to the
//! tokens themselves, for good, and block the deferred-expansion idioms too
//! early; the marker disables a macro only until its expansion has been
//! read, which gives gcc's (and clang's) results on them.

use super::engine::Pp;
use super::lexer::{lex_single, TokKind, Token};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{Expansion, ExpansionId, Span};
use std::rc::Rc;
use std::sync::Arc;

/// Nesting of macro invocations inside macro arguments; each level is a
/// native stack frame chain, so the bound keeps hostile input from
/// overflowing the stack.
pub const MAX_ARG_NESTING: u32 = 1000;
/// Tokens produced by the substitutions of one outermost invocation;
/// stops exponential macros. Ten million is far beyond real code (it is
/// tens of megabytes of output from one invocation) and takes about a
/// second and a half to reach; fifty million took eight seconds and two
/// gigabytes, which the fuzzer reported as a hang.
#[cfg(not(any(test, fuzzing)))]
pub const MAX_EXPANDED_TOKENS: u64 = 10_000_000;
/// Smaller under test, so the limit test runs quickly in debug builds,
/// and in the fuzz harnesses (`--cfg fuzzing`), whose instrumented build
/// is five times slower: there an input that reaches the limit must be
/// the limit's diagnostic, not a time-out.
#[cfg(any(test, fuzzing))]
pub const MAX_EXPANDED_TOKENS: u64 = 1_000_000;

/// The macros defined now, by name. Every identifier the preprocessor
/// reads is looked up here and almost none is a macro, so a 256-bit
/// signature of the names (length and first and last bytes) answers most
/// misses without hashing the name. `#undef` leaves its bit set: a stale
/// bit only sends a lookup on to the map.
#[derive(Default)]
pub struct MacroTable {
    map: rustc_hash::FxHashMap<Rc<str>, Rc<Macro>>,
    sig: [u64; 4],
    /// `#pragma push_macro("N")` saves, by name, newest last (`None`: not
    /// defined when pushed).
    pushed: rustc_hash::FxHashMap<Rc<str>, Vec<Option<Rc<Macro>>>>,
}

fn signature_bit(name: &str) -> usize {
    let b = name.as_bytes();
    let (first, last) = (b.first().copied(), b.last().copied());
    let mix = (b.len() as u32).wrapping_mul(31)
        ^ u32::from(first.unwrap_or(0)).wrapping_mul(7)
        ^ u32::from(last.unwrap_or(0)).wrapping_mul(131);
    (mix & 255) as usize
}

impl MacroTable {
    pub fn get(&self, name: &str) -> Option<&Rc<Macro>> {
        let bit = signature_bit(name);
        if self.sig[bit / 64] & (1 << (bit % 64)) == 0 {
            return None;
        }
        self.map.get(name)
    }

    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    pub fn insert(&mut self, m: Macro) {
        let bit = signature_bit(&m.name);
        self.sig[bit / 64] |= 1 << (bit % 64);
        self.map.insert(m.name.clone(), Rc::new(m));
    }

    /// Every macro defined now (in no particular order).
    pub fn iter(&self) -> impl Iterator<Item = &Rc<Macro>> {
        self.map.values()
    }

    /// Whether `#pragma push_macro` saved anything not yet popped.
    pub fn has_pushed(&self) -> bool {
        self.pushed.values().any(|v| !v.is_empty())
    }

    pub fn remove(&mut self, name: &str) {
        self.map.remove(name);
    }

    /// `#pragma push_macro("name")` (GCC, clang, MSVC): saves the macro's
    /// current definition, or its absence.
    pub fn push(&mut self, name: &str) {
        let now = self.get(name).cloned();
        self.pushed.entry(Rc::from(name)).or_default().push(now);
    }

    /// `#pragma pop_macro("name")`: restores the definition the last push
    /// saved (undefining it if it had none); without a push, nothing.
    pub fn pop(&mut self, name: &str) {
        let Some(saved) = self.pushed.get_mut(name).and_then(|v| v.pop()) else {
            return;
        };
        match saved {
            Some(m) => {
                let bit = signature_bit(&m.name);
                self.sig[bit / 64] |= 1 << (bit % 64);
                self.map.insert(m.name.clone(), m);
            }
            None => self.remove(name),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
}

#[derive(Clone, Debug)]
pub struct Macro {
    pub name: Rc<str>,
    /// `None` for object-like macros. A variadic macro's last parameter is
    /// `__VA_ARGS__` (or the GNU `name...` name).
    pub params: Option<Vec<Rc<str>>>,
    pub variadic: bool,
    pub body: Vec<Token>,
    pub def_span: Span,
    pub builtin: Option<Builtin>,
    /// The name as the expansion table stores it (shared, not copied per use).
    pub exp_name: Arc<str>,
}

impl Macro {
    pub fn builtin(name: &str, kind: Builtin, def_span: Span) -> Macro {
        Macro {
            name: name.into(),
            exp_name: name.into(),
            params: None,
            variadic: false,
            body: Vec::new(),
            def_span,
            builtin: Some(kind),
        }
    }

    fn param_index(&self, t: &Token) -> Option<usize> {
        if t.kind != TokKind::Ident {
            return None;
        }
        self.params.as_ref()?.iter().position(|p| **p == *t.text)
    }

    /// C11 6.10.3p2: redefinition must be identical, whitespace included.
    pub fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.builtin == other.builtin
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| a.text == b.text && (i == 0 || a.ws == b.ws))
    }
}

fn is_va_opt(t: &Token) -> bool {
    t.is_ident("__VA_OPT__")
}

/// Index just past the `)` closing the `(` at `open`, if balanced.
fn matching_paren(toks: &[Token], open: usize) -> Option<usize> {
    if !toks.get(open)?.is_punct("(") {
        return None;
    }
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate().skip(open) {
        if t.is_punct("(") {
            depth += 1;
        } else if t.is_punct(")") {
            depth -= 1;
            if depth == 0 {
                return Some(i + 1);
            }
        }
    }
    None
}

/// Parses the tokens after `#define`. `at` is the directive, for errors
/// that have no better place.
pub fn parse_define(toks: &[Token], at: Span, diags: &mut Diagnostics) -> Option<Macro> {
    let Some(name) = toks.first() else {
        diags.error(at, "no macro name given in #define directive");
        return None;
    };
    if name.kind != TokKind::Ident {
        diags.error(name.span, "macro names must be identifiers");
        return None;
    }
    if &*name.text == "defined" {
        diags.error(name.span, "'defined' cannot be used as a macro name");
        return None;
    }
    let mut i = 1;
    let mut params = None;
    let mut variadic = false;
    if toks.get(1).is_some_and(|t| t.is_punct("(") && !t.ws) {
        let mut ps: Vec<Rc<str>> = Vec::new();
        i = 2;
        loop {
            let Some(t) = toks.get(i) else {
                diags.error(toks[i - 1].span, "missing ')' in macro parameter list");
                return None;
            };
            if t.is_punct(")") && ps.is_empty() {
                i += 1;
                break;
            }
            let pname: Rc<str> = if t.is_punct("...") {
                variadic = true;
                "__VA_ARGS__".into()
            } else if t.kind == TokKind::Ident {
                if &*t.text == "__VA_ARGS__" {
                    diags.error(t.span, "__VA_ARGS__ can not be used as a parameter name");
                    return None;
                }
                if ps.contains(&t.text) {
                    diags.error(t.span, format!("duplicate macro parameter '{}'", t.text));
                    return None;
                }
                if toks.get(i + 1).is_some_and(|n| n.is_punct("...")) {
                    variadic = true;
                    i += 1;
                }
                t.text.clone()
            } else {
                diags.error(t.span, "expected parameter name");
                return None;
            };
            ps.push(pname);
            i += 1;
            match toks.get(i) {
                Some(t) if t.is_punct(")") => {
                    i += 1;
                    break;
                }
                Some(t) if t.is_punct(",") && !variadic => i += 1,
                Some(t) => {
                    let msg = if variadic {
                        "expected ')' after '...'"
                    } else {
                        "expected ',' or ')' in macro parameter list"
                    };
                    diags.error(t.span, msg);
                    return None;
                }
                None => {
                    diags.error(toks[i - 1].span, "missing ')' in macro parameter list");
                    return None;
                }
            }
        }
        params = Some(ps);
    } else if toks.get(1).is_some_and(|t| !t.ws) {
        diags.warning(toks[1].span, "missing whitespace after the macro name");
    }
    let mut body: Vec<Token> = toks[i..].to_vec();
    if let Some(f) = body.first_mut() {
        f.ws = false;
    }
    for t in &mut body {
        t.bol = false;
    }
    let m = Macro {
        name: name.text.clone(),
        exp_name: Arc::from(&*name.text),
        params,
        variadic,
        body,
        def_span: name.span,
        builtin: None,
    };
    check_body(&m, diags).then_some(m)
}

fn check_body(m: &Macro, diags: &mut Diagnostics) -> bool {
    let b = &m.body;
    if let Some(t) = b
        .first()
        .filter(|t| t.is_punct("##"))
        .or(b.last().filter(|t| t.is_punct("##")))
    {
        diags.error(
            t.span,
            "'##' cannot appear at either end of a macro expansion",
        );
        return false;
    }
    for (i, t) in b.iter().enumerate() {
        if t.is_ident("__VA_ARGS__") && !(m.variadic && m.param_index(t).is_some()) {
            // gcc's pedantic warning (clang says nothing): the macro is
            // still defined, `__VA_ARGS__` an ordinary identifier in it.
            // Rejecting the definition made later code expand
            // differently from gcc's (a fuzz input grew exponentially).
            diags.warning(
                t.span,
                "__VA_ARGS__ can only appear in the expansion of a variadic macro",
            );
        }
        if is_va_opt(t) {
            if !m.variadic {
                diags.error(
                    t.span,
                    "__VA_OPT__ can only appear in the expansion of a variadic macro",
                );
                return false;
            }
            if matching_paren(b, i + 1).is_none() {
                diags.error(
                    t.span,
                    "__VA_OPT__ must be followed by a parenthesized token sequence",
                );
                return false;
            }
        }
        if m.params.is_some() && t.is_punct("#") {
            let next = b.get(i + 1);
            if !next.is_some_and(|n| m.param_index(n).is_some() || is_va_opt(n)) {
                diags.error(t.span, "'#' is not followed by a macro parameter");
                return false;
            }
        }
    }
    true
}

/// The C11 6.10.3.2 spelling of an argument as a string literal.
pub fn stringize(toks: &[Token], span: Span, ws: bool) -> Token {
    let mut s = String::from("\"");
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && t.ws {
            s.push(' ');
        }
        if matches!(t.kind, TokKind::Str | TokKind::Char | TokKind::Unterminated) {
            for c in t.text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    let mut t = Token::new(TokKind::Str, s, span);
    t.ws = ws;
    t.made = true;
    t
}

enum Item {
    Tok(Token),
    Placemarker,
    Paste,
}

/// One invocation being substituted.
struct Invocation<'m> {
    mac: &'m Macro,
    args: &'m [Vec<Token>],
    expanded: Vec<Option<Vec<Token>>>,
    exp: ExpansionId,
    /// The whole invocation, for tokens made by `#` and `##`.
    site: Span,
    /// The variable arguments were left out (`F(a)` for `F(x, ...)`), not
    /// just empty (`F(a,)`).
    va_omitted: bool,
}

impl Pp<'_> {
    /// Returns the next token of `pend` (then of the current file when
    /// `use_file`) that is not a macro to expand, expanding as it goes.
    /// `None` once the input is exhausted (a file's `Eof` is left in place).
    pub fn next_expanded(&mut self, pend: &mut Vec<Token>, use_file: bool) -> Option<Token> {
        loop {
            if self.fatal {
                return None;
            }
            let mut t = match pend.pop() {
                Some(t) if t.kind == TokKind::EndExpansion => {
                    self.end_expansion(&t);
                    continue;
                }
                Some(t) => t,
                None if use_file => {
                    let t = self.peek_file()?;
                    if t.kind == TokKind::Eof {
                        return None;
                    }
                    self.advance_file();
                    t
                }
                None => return None,
            };
            if t.kind != TokKind::Ident || t.no_expand {
                return Some(t);
            }
            if self.in_if && &*t.text == "defined" {
                let n = pend.len();
                let operand = match pend.last() {
                    Some(p) if p.is_punct("(") => n.checked_sub(2),
                    _ => n.checked_sub(1),
                };
                if let Some(op) = operand.and_then(|i| pend.get_mut(i)) {
                    op.no_expand = true;
                }
                return Some(t);
            }
            let Some(mac) = self.macros.get(&t.text).cloned() else {
                return Some(t);
            };
            if self.disabled.iter().any(|d| *d == mac.name) {
                t.no_expand = true;
                return Some(t);
            }
            if let Some(b) = mac.builtin {
                return Some(self.builtin_token(b, &t));
            }
            let (args, rparen, va_omitted) = if mac.params.is_some() {
                if !self.next_is_lparen(pend, use_file) {
                    return Some(t);
                }
                match self.collect_args(&mac, &t, pend, use_file) {
                    Some(x) => x,
                    None if self.fatal => continue,
                    // As gcc: after the error (wrong argument count, no
                    // closing parenthesis) the arguments are gone and the
                    // name stays, expandable if a `(` follows it later.
                    None => return Some(t),
                }
            } else {
                (Vec::new(), None, false)
            };
            let site = rparen.as_ref().map_or(t.span, |r| t.span.to(r.span));
            let exp = self.sm.add_expansion(Expansion {
                macro_name: mac.exp_name.clone(),
                call_site: t.span,
                def_site: Some(mac.def_span),
            });
            let mut inv = Invocation {
                mac: &mac,
                args: &args,
                expanded: vec![None; args.len()],
                exp,
                site,
                va_omitted,
            };
            let items = self.subst_items(&mut inv, &mac.body);
            let mut result = self.paste_items(items, site);
            self.work += result.len() as u64;
            if self.work > MAX_EXPANDED_TOKENS
                || pend.len() + result.len() > MAX_EXPANDED_TOKENS as usize
            {
                self.fatal_error(
                    t.span,
                    format!(
                        "macro expansion produces more than {MAX_EXPANDED_TOKENS} tokens; giving up"
                    ),
                );
                return None;
            }
            if let Some(f) = result.first_mut() {
                f.ws = t.ws;
            }
            // The marker goes under the result: the macro stays disabled
            // until all of its tokens have been read.
            pend.push(Token::new(TokKind::EndExpansion, mac.name.clone(), t.span));
            self.disabled.push(mac.name.clone());
            pend.extend(result.into_iter().rev());
        }
    }

    /// Reads the markers on top of `pend`: those expansions have had all
    /// their tokens read, so their macros are enabled again.
    pub fn end_finished(&mut self, pend: &mut Vec<Token>) {
        while let Some(m) = pend.pop_if(|t| t.kind == TokKind::EndExpansion) {
            self.end_expansion(&m);
        }
    }

    /// Re-enables the macro whose expansion `marker` ends.
    fn end_expansion(&mut self, marker: &Token) {
        if let Some(i) = self.disabled.iter().rposition(|d| *d == marker.text) {
            self.disabled.remove(i);
        }
    }

    /// Fully expands a token list on its own (arguments, directive lines).
    pub fn expand_list(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if self.arg_depth >= MAX_ARG_NESTING {
            if let Some(t) = toks.first() {
                self.fatal_error(
                    t.span,
                    format!("macro invocations nested more than {MAX_ARG_NESTING} deep"),
                );
            }
            return toks;
        }
        self.arg_depth += 1;
        let mut pend: Vec<Token> = toks.into_iter().rev().collect();
        let mut out = Vec::new();
        while let Some(t) = self.next_expanded(&mut pend, false) {
            out.push(t);
        }
        self.arg_depth -= 1;
        out
    }

    /// Consumes a `(` that follows (across newlines in the file); false,
    /// consuming nothing, if something else follows.
    fn next_is_lparen(&mut self, pend: &mut Vec<Token>, use_file: bool) -> bool {
        // Markers on top end expansions whose tokens are all read: the
        // `(` may come from further out (`#define f(x) x g` then `f(1)(2)`).
        self.end_finished(pend);
        if let Some(t) = pend.last() {
            if t.is_punct("(") {
                pend.pop();
                return true;
            }
            return false;
        }
        if !use_file {
            return false;
        }
        let Some(top) = self.stack.last_mut() else {
            return false;
        };
        let mut i = top.pos;
        while top
            .toks
            .get(i, self.diags)
            .is_some_and(|t| t.kind == TokKind::Newline)
        {
            i += 1;
        }
        if !top.toks.get(i, self.diags).is_some_and(|t| t.is_punct("(")) {
            return false;
        }
        let newlines = (i - top.pos) as u32;
        top.pos = i + 1;
        if !top.quiet {
            self.deferred_newlines += newlines;
        }
        true
    }

    fn read_arg_token(&mut self, pend: &mut Vec<Token>, use_file: bool) -> Option<Token> {
        self.end_finished(pend);
        if let Some(t) = pend.pop() {
            return Some(t);
        }
        if !use_file {
            return None;
        }
        let mut saw_newline = false;
        loop {
            self.in_args = true;
            self.settle();
            self.in_args = false;
            let mut t = self.peek_file()?;
            match t.kind {
                TokKind::Eof => return None,
                TokKind::Newline => {
                    self.advance_file();
                    if self.stack.last().is_some_and(|f| !f.quiet) {
                        self.deferred_newlines += 1;
                    }
                    saw_newline = true;
                }
                _ => {
                    self.advance_file();
                    t.ws |= saw_newline;
                    t.bol = false;
                    return Some(t);
                }
            }
        }
    }

    /// Reads the arguments after the `(`; reports arity errors at the name.
    #[allow(clippy::type_complexity)]
    fn collect_args(
        &mut self,
        mac: &Macro,
        name: &Token,
        pend: &mut Vec<Token>,
        use_file: bool,
    ) -> Option<(Vec<Vec<Token>>, Option<Token>, bool)> {
        let nparams = mac.params.as_ref().map_or(0, Vec::len);
        let mut args: Vec<Vec<Token>> = Vec::new();
        let mut cur: Vec<Token> = Vec::new();
        let mut depth = 0u32;
        let rparen = loop {
            let Some(t) = self.read_arg_token(pend, use_file) else {
                if !self.fatal {
                    self.diags.push(
                        Diagnostic::error(
                            name.span,
                            format!("unterminated argument list invoking macro '{}'", mac.name),
                        )
                        .with_secondary(mac.def_span, "macro defined here"),
                    );
                }
                return None;
            };
            if t.is_punct("(") {
                depth += 1;
            } else if t.is_punct(")") {
                if depth == 0 {
                    break t;
                }
                depth -= 1;
            } else if t.is_punct(",") && depth == 0 && !(mac.variadic && args.len() + 1 >= nparams)
            {
                args.push(std::mem::take(&mut cur));
                continue;
            }
            cur.push(t);
        };
        args.push(cur);
        if nparams == 0 && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        // C++20 and GNU: the variable arguments may be left out entirely.
        let va_omitted = mac.variadic && args.len() + 1 == nparams;
        if va_omitted {
            args.push(Vec::new());
        }
        if args.len() != nparams {
            let msg = if args.len() < nparams {
                format!(
                    "macro '{}' requires {} argument{}, but only {} given",
                    mac.name,
                    nparams,
                    if nparams == 1 { "" } else { "s" },
                    args.len()
                )
            } else {
                format!(
                    "macro '{}' passed {} arguments, but takes just {}",
                    mac.name,
                    args.len(),
                    nparams
                )
            };
            self.diags.push(
                Diagnostic::error(name.span, msg)
                    .with_secondary(mac.def_span, "macro defined here"),
            );
            return None;
        }
        Some((args, Some(rparen), va_omitted))
    }

    fn expanded_arg(&mut self, inv: &mut Invocation, p: usize) -> Vec<Token> {
        if let Some(e) = &inv.expanded[p] {
            return e.clone();
        }
        let arg = &inv.args[p];
        // Most arguments name no macro: expanding them changes nothing.
        let e = if arg
            .iter()
            .any(|t| t.kind == TokKind::Ident && self.macros.contains(&t.text))
        {
            self.expand_list(arg.clone())
        } else {
            arg.clone()
        };
        inv.expanded[p] = Some(e.clone());
        e
    }

    /// Substitutes parameters, `#` and `__VA_OPT__` in `body`; `##` is
    /// left as `Item::Paste` for `paste_items`.
    fn subst_items(&mut self, inv: &mut Invocation, body: &[Token]) -> Vec<Item> {
        let mac = inv.mac;
        let function_like = mac.params.is_some();
        let mut items = Vec::new();
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            if function_like && t.is_punct("#") {
                if let Some(p) = body.get(i + 1).and_then(|n| mac.param_index(n)) {
                    items.push(Item::Tok(stringize(&inv.args[p], inv.site, t.ws)));
                    i += 2;
                    continue;
                }
                if body.get(i + 1).is_some_and(is_va_opt) {
                    let end = matching_paren(body, i + 2).unwrap_or(body.len());
                    let opt = self.va_opt(inv, &body[(i + 3).min(end)..end.saturating_sub(1)]);
                    items.push(Item::Tok(stringize(&tokens_of(opt), inv.site, t.ws)));
                    i = end;
                    continue;
                }
            }
            // GNU `, ## __VA_ARGS__`: the comma goes when the variable
            // arguments are left out (gcc's ISO-mode rule: `F(a,)` keeps
            // it); either way nothing is pasted.
            if mac.variadic
                && t.is_punct(",")
                && body.get(i + 1).is_some_and(|n| n.is_punct("##"))
                && body
                    .get(i + 2)
                    .and_then(|n| mac.param_index(n))
                    .is_some_and(|p| p + 1 == inv.args.len())
            {
                let p = inv.args.len() - 1;
                if !inv.va_omitted {
                    let mut comma = t.clone();
                    comma.span.expansion = inv.exp;
                    items.push(Item::Tok(comma));
                    push_toks(&mut items, inv.args[p].clone());
                }
                i += 3;
                continue;
            }
            if t.is_punct("##") {
                items.push(Item::Paste);
                i += 1;
                continue;
            }
            if mac.variadic && is_va_opt(t) {
                let end = matching_paren(body, i + 1).unwrap_or(body.len());
                let mut opt = self.va_opt(inv, &body[(i + 2).min(end)..end.saturating_sub(1)]);
                if let Some(Item::Tok(f)) = opt.first_mut() {
                    f.ws = t.ws;
                }
                items.extend(opt);
                i = end;
                continue;
            }
            if let Some(p) = mac.param_index(t) {
                let pasted = matches!(items.last(), Some(Item::Paste))
                    || body.get(i + 1).is_some_and(|n| n.is_punct("##"));
                let mut toks = if pasted {
                    inv.args[p].clone()
                } else {
                    self.expanded_arg(inv, p)
                };
                if let Some(f) = toks.first_mut() {
                    f.ws = t.ws;
                }
                push_toks(&mut items, toks);
                i += 1;
                continue;
            }
            let mut t = t.clone();
            t.span.expansion = inv.exp;
            items.push(Item::Tok(t));
            i += 1;
        }
        items
    }

    /// The replacement of `__VA_OPT__(content)` (C++20 [cpp.subst]/3): a
    /// placemarker unless the variable argument has tokens after macro
    /// expansion; else the content, substituted and pasted, with its
    /// placemarkers kept for the `##` around it.
    fn va_opt(&mut self, inv: &mut Invocation, content: &[Token]) -> Vec<Item> {
        let Some(last) = inv.args.len().checked_sub(1) else {
            return vec![Item::Placemarker];
        };
        if self.expanded_arg(inv, last).is_empty() {
            return vec![Item::Placemarker];
        }
        let items = self.subst_items(inv, content);
        let pasted = self.paste(items, inv.site);
        if pasted.is_empty() {
            vec![Item::Placemarker]
        } else {
            pasted
        }
    }

    fn paste_items(&mut self, items: Vec<Item>, site: Span) -> Vec<Token> {
        if !items.iter().any(|i| matches!(i, Item::Paste)) {
            return tokens_of(items);
        }
        let pasted = self.paste(items, site);
        tokens_of(pasted)
    }

    /// Applies the `##`s in `items`; placemarkers stay.
    fn paste(&mut self, items: Vec<Item>, site: Span) -> Vec<Item> {
        let mut out: Vec<Item> = Vec::with_capacity(items.len());
        let mut it = items.into_iter();
        while let Some(item) = it.next() {
            if !matches!(item, Item::Paste) {
                out.push(item);
                continue;
            }
            let lhs = out.pop();
            let rhs = it.next();
            match (lhs, rhs) {
                (Some(Item::Tok(a)), Some(Item::Tok(b))) => {
                    let text = format!("{}{}", a.text, b.text);
                    match lex_single(&text) {
                        Some(kind) => {
                            let mut t = Token::new(kind, text, site);
                            t.made = true;
                            t.ws = a.ws;
                            out.push(Item::Tok(t));
                        }
                        None => {
                            self.diags.error(
                                site,
                                format!(
                                    "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                                    a.text, b.text
                                ),
                            );
                            out.push(Item::Tok(a));
                            out.push(Item::Tok(b));
                        }
                    }
                }
                (Some(Item::Tok(a)), _) => out.push(Item::Tok(a)),
                (_, Some(Item::Tok(b))) => out.push(Item::Tok(b)),
                _ => out.push(Item::Placemarker),
            }
        }
        out
    }
}

/// The tokens of `items` (placemarkers and stray `##` dropped).
fn tokens_of(items: Vec<Item>) -> Vec<Token> {
    items
        .into_iter()
        .filter_map(|i| match i {
            Item::Tok(t) => Some(t),
            _ => None,
        })
        .collect()
}

fn push_toks(items: &mut Vec<Item>, toks: Vec<Token>) {
    if toks.is_empty() {
        items.push(Item::Placemarker);
    } else {
        items.extend(toks.into_iter().map(Item::Tok));
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::pp_text;

    fn norm(s: &str) -> String {
        s.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn check(src: &str, want: &str) {
        let (text, diags) = pp_text(src);
        assert!(!diags.has_errors(), "{:?}", diags.list);
        assert_eq!(norm(&text), norm(want));
    }

    #[test]
    fn c11_6_10_3_3_hash_hash_example() {
        check(
            "#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
",
            "char p[] = \"x ## y\";",
        );
    }

    #[test]
    fn c11_6_10_3_4_rescan_example_as_gcc() {
        // The standard allows `2*f(9)` or `2*9*g`; gcc and clang give the
        // latter, and so do we: `g` is still being rescanned when `f(9)`'s
        // result is, and `g(3)` after it stays painted.
        check(
            "#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\nf(2)(9)(3)\n",
            "2*9*g 2*9*g(3)",
        );
    }

    #[test]
    fn deferred_expansion_idiom() {
        check(
            "#define EMPTY()
#define DEFER(id) id EMPTY()
#define EXPAND(...) __VA_ARGS__
#define A() 123 DEFER(A_INDIRECT)()()
#define A_INDIRECT() A
A()
EXPAND(A())
EXPAND(EXPAND(A()))
",
            "123 A_INDIRECT()() 123 123 A_INDIRECT()() 123 123 123 A_INDIRECT()()",
        );
    }

    #[test]
    fn c11_example_3_rescanning_and_recursion() {
        check(
            "#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
",
            "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { \"hello\", \"\" };",
        );
    }

    #[test]
    fn c11_example_4_stringize_and_paste() {
        check(
            r#"#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @\n), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
"#,
            r#"printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @\n", s);
"vers2.h"
"hello";
"hello" ", world""#,
        );
    }

    #[test]
    fn c11_example_5_placemarkers() {
        check(
            "#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
",
            "int j[] = { 123, 45, 67, 89, 10, 11, 12, };",
        );
    }

    #[test]
    fn c11_example_6_redefinition_rules() {
        let ok = "#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \\
 a /* other stuff on this line
 */ )
";
        let (_, d) = pp_text(ok);
        assert!(d.list.is_empty(), "{:?}", d.list);
        let bad = "#define OBJ_LIKE (1-1)
#define OBJ_LIKE (0)
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE(b) ( a )
";
        let (_, d) = pp_text(bad);
        assert_eq!(d.list.len(), 2, "{:?}", d.list);
        assert!(d.list.iter().all(|d| d.message.contains("redefined")));
    }

    #[test]
    fn c11_example_7_variadic() {
        check(
            r#"#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
"#,
            r#"fprintf(stderr, "Flag");
fprintf(stderr, "X = %d\n", x);
puts("The first, second, and third items.");
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));"#,
        );
    }

    #[test]
    fn va_opt_and_empty_variadic() {
        check(
            "#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define S(...) #__VA_OPT__(x __VA_ARGS__)
F(1) F(1, 2, 3) F() S() S(y)
",
            "f(1) f(1 , 2, 3) f() \"\" \"x y\"",
        );
    }

    #[test]
    fn self_reference_is_painted_blue() {
        check(
            "#define foo foo + 1\n#define a b\n#define b a\nfoo a b\n",
            "foo + 1 a b",
        );
        check("#define f(x) x f\nf(1)(2)\n", "1 f(2)");
    }

    #[test]
    fn invalid_paste_is_diagnosed() {
        let (_, d) = pp_text("#define P(a,b) a ## b\nP(+,-)\n");
        assert_eq!(d.error_count(), 1);
        assert!(d.list[0].message.contains("pasting"));
    }
}
