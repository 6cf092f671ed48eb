//! The preprocessor's driver loop: the include stack, conditional groups,
//! directives and output emission.
//!
//! Input: files pushed on the include stack (headers lexed and cached, the
//! main file lexed as it is read). Output: `OutBuf`, the output text with
//! the origin spans `PpOptions::token_map` asks for.
//! Invariants: `pending` holds expansion results still to be rescanned and is
//! always drained (tokens and `EndExpansion` markers) before the file is
//! read again; a file's `Eof` token is
//! never consumed (popping the file does that); directives are only
//! recognised on a file token that starts a line.

use super::cond_expr;
use super::features;
use super::guard;
use super::headers;
use super::include::{self, Found, Origin};
use super::lexer::{lex_file, FileLexer, TokKind, Token};
use super::macros::{parse_define, Builtin, Macro, MacroTable};
use super::{Dep, OutToken, PpOptions, TokenMap};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{FileId, SourceMap, Span};
use rustc_hash::FxHashMap;
use std::collections::HashSet;
use std::path::Path;
use std::rc::Rc;

pub const MAX_INCLUDE_DEPTH: usize = 200;
pub const MAX_OUTPUT_BYTES: usize = 256 << 20;

/// One `#if` group being processed.
pub struct Cond {
    /// The `#if` (etc.) directive, for "unterminated" errors.
    pub span: Span,
    pub parent_active: bool,
    pub active: bool,
    /// Some group of this chain was taken (later `#elif`/`#else` are not).
    pub taken: bool,
    pub else_span: Option<Span>,
}

/// A file's tokens: all of them, lexed once and shared by every inclusion
/// (headers), or produced on demand with only a window kept (the main
/// file, which can be large and is read once).
pub enum FileTokens {
    Cached(Rc<Vec<Token>>),
    Stream {
        lexer: Box<FileLexer>,
        /// Tokens `base..base + buf.len()`.
        buf: Vec<Token>,
        base: usize,
    },
}

impl FileTokens {
    /// Token `i` (never past the file's `Eof`).
    #[inline]
    pub fn get(&mut self, i: usize, diags: &mut Diagnostics) -> Option<&Token> {
        match self {
            FileTokens::Cached(t) => t.get(i),
            FileTokens::Stream { lexer, buf, base } => {
                let rel = i.checked_sub(*base)?;
                if rel >= buf.len() {
                    Self::lex_more(lexer, buf, rel, diags);
                }
                buf.get(rel)
            }
        }
    }

    /// Lexes the streamed file through token `rel` of the window, and a
    /// batch beyond (the caller is about to read on).
    #[inline(never)]
    fn lex_more(lexer: &mut FileLexer, buf: &mut Vec<Token>, rel: usize, diags: &mut Diagnostics) {
        let want = rel + 64;
        while buf.len() <= want {
            if buf.last().is_some_and(|t| t.kind == TokKind::Eof) {
                return;
            }
            buf.push(lexer.next_token(diags));
        }
    }

    /// Drops streamed tokens before `pos` (they are never read again).
    fn release_before(&mut self, pos: usize) {
        if let FileTokens::Stream { buf, base, .. } = self {
            let done = pos.saturating_sub(*base).min(buf.len());
            if done >= 512 {
                buf.drain(..done);
                *base += done;
            }
        }
    }
}

pub struct FileState {
    pub file: FileId,
    pub toks: FileTokens,
    pub pos: usize,
    pub conds: Vec<Cond>,
    pub origin: Origin,
    /// Key for `#pragma once`.
    pub once_key: String,
    /// Built-in text: its lines are not reflected in the output.
    pub quiet: bool,
    /// `#line`: presumed line minus physical line.
    pub line_delta: i64,
    pub presumed_name: Option<String>,
}

#[derive(Default)]
pub struct OutBuf {
    pub text: String,
    pub toks: Vec<OutToken>,
    last: Option<LastTok>,
    pub map: TokenMap,
    /// Drop blank lines (and lines of only blanks) as they end (`-E -P`).
    pub squeeze: bool,
    /// Where the line being written starts in `text`.
    line_start: usize,
}

/// What `needs_space` must know of the previous output token (kept instead
/// of a clone of it: this runs once per output token).
#[derive(Clone, Copy)]
struct LastTok {
    kind: TokKind,
    span: Span,
    last_byte: u8,
    made: bool,
}

impl OutBuf {
    fn at_line_start(&self) -> bool {
        self.text.len() == self.line_start
    }

    /// At the start of a line with nothing of it written: what a snapshot
    /// (`snapshot`) can stop at, since nothing but the text and tokens
    /// then carries on.
    pub fn at_clean_line_start(&self) -> bool {
        self.at_line_start() && self.last.is_none()
    }

    /// Continues after `text` and `toks`, written by an earlier run and
    /// ending at a clean line start.
    pub fn restore(&mut self, text: String, toks: Vec<OutToken>) {
        self.line_start = text.len();
        self.text = text;
        self.toks = toks;
        self.last = None;
    }

    pub fn newline(&mut self) {
        self.last = None;
        if self.squeeze && self.text[self.line_start..].trim().is_empty() {
            self.text.truncate(self.line_start);
            return;
        }
        self.text.push('\n');
        self.line_start = self.text.len();
    }

    pub fn start_line(&mut self) {
        if !self.at_line_start() {
            self.newline();
        }
    }

    pub fn push(&mut self, t: &Token) {
        let line_start = self.at_line_start();
        if !line_start && (t.ws || self.last.is_some_and(|l| needs_space(&l, t))) {
            self.text.push(' ');
        }
        let start = self.text.len() as u32;
        self.text.push_str(&t.text);
        let record = match self.map {
            TokenMap::Full => true,
            TokenMap::LineStarts => line_start,
            TokenMap::Off => false,
        };
        if record {
            self.toks.push(OutToken {
                start,
                end: self.text.len() as u32,
                span: t.span,
            });
        }
        self.last = t.text.bytes().last().map(|last_byte| LastTok {
            kind: t.kind,
            span: t.span,
            last_byte,
            made: t.made,
        });
    }
}

/// Whether printing `b` right after `a` would let the next lexer see
/// different tokens (`-` `-` → `--`, `x` `1` → `x1`, `u8` `"s"` → `u8"s"`).
fn needs_space(a: &LastTok, b: &Token) -> bool {
    // Touching in the source: printed touching. Made tokens carry their
    // invocation's span, which says nothing about that.
    if !a.made
        && !b.made
        && a.span.file == b.span.file
        && a.span.expansion == b.span.expansion
        && a.span.end == b.span.start
    {
        return false;
    }
    let x = a.last_byte;
    let Some(y) = b.text.bytes().next() else {
        return false;
    };
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    // `matches!` rather than `contains`: a slice search is a `memchr` call.
    let op = |c: u8| {
        matches!(
            c,
            b'+' | b'-'
                | b'*'
                | b'/'
                | b'%'
                | b'<'
                | b'>'
                | b'='
                | b'!'
                | b'&'
                | b'|'
                | b'^'
                | b'#'
                | b':'
                | b'.'
        )
    };
    (word(x) && (word(y) || y == b'"' || y == b'\''))
        // `"a"` then `b` would read back as one literal with a suffix.
        || (matches!(a.kind, TokKind::Str | TokKind::Char) && word(y))
        || (a.kind == TokKind::Number
            && (y == b'.'
                || word(y)
                || (matches!(y, b'+' | b'-') && matches!(x, b'e' | b'E' | b'p' | b'P'))))
        || (x == b'.' && y.is_ascii_digit())
        || (op(x) && op(y))
}

/// An `#include`'s name, form (`<…>`), includer's place and
/// `#include_next` slot: what decides where it is found.
pub type SearchKey = (String, bool, Origin, Option<usize>);

pub struct Pp<'a> {
    pub sm: &'a mut SourceMap,
    pub diags: &'a mut Diagnostics,
    pub opts: &'a PpOptions,
    pub macros: MacroTable,
    pub stack: Vec<FileState>,
    pub pending: Vec<Token>,
    /// Macros whose expansion is being rescanned (see `macros`).
    pub disabled: Vec<Rc<str>>,
    pub out: OutBuf,
    /// Newlines swallowed inside macro invocations and skipped groups,
    /// emitted at the next line end to keep the line structure.
    pub deferred_newlines: u32,
    pub once: HashSet<String>,
    pub lexed: FxHashMap<FileId, Rc<Vec<Token>>>,
    pub deps: Vec<Dep>,
    pub counter: u64,
    pub fatal: bool,
    pub work: u64,
    pub arg_depth: u32,
    pub in_args: bool,
    /// Expanding an `#if` line: `defined` from a macro body protects its operand.
    pub in_if: bool,
    pub warned_headers: HashSet<String>,
    pub date_time: (String, String),
    /// `#include` search results by (name, angled, includer's place).
    pub searched: FxHashMap<SearchKey, Result<Found, Vec<String>>>,
    /// `#pragma once` keys (canonical paths) by found path.
    pub canonical: FxHashMap<std::path::PathBuf, String>,
    /// Include-guard macros by file (`None`: not guarded as a whole).
    pub guards: FxHashMap<FileId, Option<Rc<str>>>,
    /// Errors already reported about a source token, by its place in its
    /// file and the message (`error_once`).
    pub reported: HashSet<(FileId, u32, u32, &'static str)>,
    /// The file tests of `#include` searches, recorded while a snapshot
    /// of the prelude is being made (`snapshot`).
    pub probes: Option<include::Probes>,
    /// `__DATE__` or `__TIME__` was expanded (the output then depends on
    /// when it was made: no snapshot).
    pub date_time_used: bool,
}

impl<'a> Pp<'a> {
    pub fn new(sm: &'a mut SourceMap, diags: &'a mut Diagnostics, opts: &'a PpOptions) -> Pp<'a> {
        Pp {
            sm,
            diags,
            opts,
            macros: MacroTable::default(),
            stack: Vec::new(),
            pending: Vec::new(),
            disabled: Vec::new(),
            out: OutBuf::default(),
            deferred_newlines: 0,
            once: HashSet::new(),
            lexed: FxHashMap::default(),
            deps: Vec::new(),
            counter: 0,
            fatal: false,
            work: 0,
            arg_depth: 0,
            in_args: false,
            in_if: false,
            warned_headers: HashSet::new(),
            date_time: date_time_now(),
            searched: FxHashMap::default(),
            canonical: FxHashMap::default(),
            guards: FxHashMap::default(),
            reported: HashSet::new(),
            probes: None,
            date_time_used: false,
        }
    }

    /// The `#include` search path, recording file tests when asked to.
    pub fn search_path(&self) -> include::SearchPath<'_> {
        include::SearchPath {
            probes: self.probes.as_ref(),
            ..self.opts.search_path()
        }
    }

    /// An error about a token, once per source token: macro expansion can
    /// copy one token any number of times (a `__VA_ARGS__` used twice in
    /// nested invocations doubles it at each level), and each copy is the
    /// same mistake in the user's file. gcc, which reports these while
    /// lexing, also says it once.
    fn error_once(&mut self, span: Span, msg: &'static str) {
        if self.reported.insert((span.file, span.start, span.end, msg)) {
            self.diags.error(span, msg);
        }
    }

    pub fn fatal_error(&mut self, span: Span, msg: impl Into<String>) {
        if !self.fatal {
            self.diags.error(span, msg);
        }
        self.fatal = true;
    }

    fn tokens_of(&mut self, file: FileId) -> Rc<Vec<Token>> {
        if let Some(t) = self.lexed.get(&file) {
            return t.clone();
        }
        let toks = Rc::new(lex_file(file, &self.sm.file(file).text, self.diags));
        self.lexed.insert(file, toks.clone());
        toks
    }

    /// Pushes `file` on the include stack, lexed whole (and cached for
    /// its next inclusion).
    pub fn push_file(&mut self, file: FileId, origin: Origin, once_key: String, quiet: bool) {
        let toks = FileTokens::Cached(self.tokens_of(file));
        if !quiet {
            self.note_dep(file, &origin);
        }
        self.stack.push(FileState {
            file,
            toks,
            pos: 0,
            conds: Vec::new(),
            origin,
            once_key,
            quiet,
            line_delta: 0,
            presumed_name: None,
        });
    }

    /// Pushes the main file, lexed as it is read, from byte `range.start`
    /// (a line start) up to `range.end` (the end of a line, or of the
    /// file): a snapshot of the prelude (`snapshot`) may cover the
    /// directive lines that start it.
    pub fn push_main(
        &mut self,
        file: FileId,
        origin: Origin,
        once_key: String,
        range: std::ops::Range<usize>,
    ) {
        let text = &self.sm.file(file).text;
        let text = text.get(..range.end).unwrap_or(text);
        let lexer = Box::new(FileLexer::new(file, text));
        self.note_dep(file, &origin);
        self.stack.push(FileState {
            file,
            toks: FileTokens::Stream {
                lexer,
                buf: Vec::new(),
                base: 0,
            },
            pos: 0,
            conds: Vec::new(),
            origin,
            once_key,
            quiet: false,
            line_delta: 0,
            presumed_name: None,
        });
        while self
            .peek_ref()
            .is_some_and(|t| t.kind != TokKind::Eof && (t.span.start as usize) < range.start)
        {
            self.advance_file();
        }
    }

    /// Records that `file` was included (for `-M` and line-marker flags).
    fn note_dep(&mut self, file: FileId, origin: &Origin) {
        if self.deps.iter().any(|d| d.file == file) {
            return;
        }
        let (system, on_disk) = match *origin {
            Origin::Dir(_, system, _) => (system, true),
            Origin::Embedded => (true, false),
            Origin::None => (false, false),
        };
        let dirs = self.search_path();
        // The host's directories, and a toolkit's named with `-I`: its
        // CCCL and library headers are read as leniently as when cudac
        // finds the toolkit itself.
        // A toolkit's file is one under its include directory, also when
        // included next to another (`#include "detail/x.h"` in Thrust);
        // the host compiler's are the rest of its directories' files.
        let (in_toolkit, in_host) = match (origin, dirs.host) {
            (Origin::Dir(d, _, slot), Some(host)) => (
                d.ancestors().any(|a| dirs.is_toolkit_include(a)),
                slot.is_some_and(|s| s > dirs.user.len() + dirs.system.len())
                    || host.iter().any(|h| d.starts_with(h)),
            ),
            _ => (false, false),
        };
        let host_std = in_host && !in_toolkit;
        let host_library = in_host || in_toolkit;
        if host_library {
            self.sm.mark_quiet(file);
        }
        self.deps.push(Dep {
            file,
            system,
            on_disk,
            host_library,
            host_std,
        });
    }

    /// The current token of the file on top of the stack.
    pub fn peek_ref(&mut self) -> Option<&Token> {
        let top = self.stack.last_mut()?;
        top.toks.get(top.pos, self.diags)
    }

    pub fn peek_file(&mut self) -> Option<Token> {
        self.peek_ref().cloned()
    }

    /// The kind of the current file token (without cloning it).
    pub fn peek_kind(&mut self) -> Option<TokKind> {
        self.peek_ref().map(|t| t.kind)
    }

    /// Moves past the current file token, unless it is the `Eof`.
    pub fn advance_file(&mut self) {
        if let Some(top) = self.stack.last_mut() {
            if top
                .toks
                .get(top.pos, self.diags)
                .is_some_and(|t| t.kind != TokKind::Eof)
            {
                top.pos += 1;
                top.toks.release_before(top.pos);
            }
        }
    }

    fn skipping(&self) -> bool {
        self.stack
            .last()
            .and_then(|f| f.conds.last())
            .is_some_and(|c| !c.active)
    }

    fn quiet(&self) -> bool {
        self.stack.last().is_some_and(|f| f.quiet)
    }

    fn emit_newline(&mut self) {
        if self.quiet() {
            return;
        }
        self.out.newline();
        for _ in 0..std::mem::take(&mut self.deferred_newlines) {
            self.out.newline();
        }
    }

    fn emit(&mut self, t: &Token) {
        if self.out.text.len() > MAX_OUTPUT_BYTES {
            self.fatal_error(
                t.span,
                format!("preprocessed output exceeds {} MiB", MAX_OUTPUT_BYTES >> 20),
            );
            return;
        }
        self.out.push(t);
    }

    /// Runs until the include stack is empty.
    pub fn run(&mut self) {
        while !self.fatal {
            let mut pend = std::mem::take(&mut self.pending);
            self.end_finished(&mut pend);
            self.pending = pend;
            if self.pending.is_empty() {
                // Back at file level: the expansion budget is per outermost
                // invocation.
                self.work = 0;
                self.settle();
                if self.copy_plain_tokens() {
                    continue;
                }
                let Some(kind) = self.peek_kind() else {
                    break;
                };
                match kind {
                    TokKind::Eof => {
                        self.pop_file();
                        continue;
                    }
                    TokKind::Newline => {
                        self.advance_file();
                        self.emit_newline();
                        continue;
                    }
                    _ => {}
                }
            }
            let mut pend = std::mem::take(&mut self.pending);
            let t = self.next_expanded(&mut pend, true);
            self.pending = pend;
            let Some(t) = t else {
                continue;
            };
            match t.kind {
                TokKind::Newline => self.emit_newline(),
                TokKind::Unterminated => {
                    let msg = if t.text.contains('"') {
                        "missing terminating \" character"
                    } else {
                        "missing terminating ' character"
                    };
                    self.error_once(t.span, msg);
                    self.emit(&t);
                }
                TokKind::Ident if &*t.text == "_Pragma" => self.pragma_operator(t),
                _ => self.emit(&t),
            }
        }
    }

    /// The fast path for ordinary text: copies the current file's tokens
    /// to the output by reference while none of them needs the macro
    /// expander or a directive (most of a file). Stops before anything
    /// else, or after a line end (the next line may start a directive or
    /// sit in a skipped group); returns whether it copied anything.
    fn copy_plain_tokens(&mut self) -> bool {
        if self.fatal || !self.disabled.is_empty() {
            return false;
        }
        let Some(top) = self.stack.last_mut() else {
            return false;
        };
        let mut copied = false;
        while let Some(t) = top.toks.get(top.pos, self.diags) {
            match t.kind {
                TokKind::Newline => {
                    top.pos += 1;
                    top.toks.release_before(top.pos);
                    self.emit_newline();
                    return true;
                }
                TokKind::Eof | TokKind::Unterminated | TokKind::EndExpansion => break,
                TokKind::Ident if self.macros.contains(&t.text) || &*t.text == "_Pragma" => break,
                _ => {}
            }
            if self.out.text.len() > MAX_OUTPUT_BYTES {
                break;
            }
            self.out.push(t);
            top.pos += 1;
            copied = true;
        }
        top.toks.release_before(top.pos);
        copied
    }

    fn pop_file(&mut self) {
        let Some(f) = self.stack.pop() else {
            return;
        };
        for c in &f.conds {
            self.diags
                .error(c.span, format!("unterminated {}", self.sm.snippet(c.span)));
        }
        if !f.quiet {
            self.out.start_line();
        }
    }

    /// Handles directives and skipped groups at the current file position,
    /// stopping before an ordinary token of an active group (or a line end
    /// in one, or `Eof`).
    pub fn settle(&mut self) {
        while !self.fatal {
            let Some((kind, hash)) = self.peek_ref().map(|t| (t.kind, t.is_directive_hash()))
            else {
                return;
            };
            if kind == TokKind::Eof {
                return;
            }
            if hash {
                self.directive();
                continue;
            }
            if !self.skipping() {
                return;
            }
            self.skip_to_directive();
        }
    }

    /// Moves through a skipped group up to its next directive (or `Eof`),
    /// keeping count of the line ends passed.
    fn skip_to_directive(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let count = !top.quiet;
        while let Some(t) = top.toks.get(top.pos, self.diags) {
            if t.kind == TokKind::Eof || t.is_directive_hash() {
                break;
            }
            if t.kind == TokKind::Newline && count {
                self.deferred_newlines += 1;
            }
            top.pos += 1;
        }
        top.toks.release_before(top.pos);
    }

    /// The rest of the current line (the `Newline` stays).
    fn take_line(&mut self) -> Vec<Token> {
        let mut line = Vec::new();
        while let Some(t) = self.peek_file() {
            if matches!(t.kind, TokKind::Newline | TokKind::Eof) {
                break;
            }
            line.push(t);
            self.advance_file();
        }
        line
    }

    fn directive(&mut self) {
        let Some(hash) = self.peek_file() else {
            return;
        };
        self.advance_file();
        let line = self.take_line();
        let Some(name) = line.first() else {
            return;
        };
        let rest = &line[1..];
        let at = hash.span.to(name.span);
        let skipping = self.skipping();
        let word = if name.kind == TokKind::Ident || name.kind == TokKind::Number {
            &*name.text
        } else {
            ""
        };
        match word {
            "if" | "ifdef" | "ifndef" => {
                let v = !skipping && self.eval_condition(word, rest, at);
                self.push_cond(at, v);
                return;
            }
            "elif" | "elifdef" | "elifndef" => return self.elif(word, rest, at),
            "else" | "endif" => return self.else_endif(word, rest, at),
            _ if skipping => return,
            _ => {}
        }
        match word {
            "define" => {
                if let Some(m) = parse_define(rest, at, self.diags) {
                    self.define(m);
                }
            }
            "undef" => {
                if let Some(n) = self.macro_name(rest, at, "#undef") {
                    if &*n.text == "defined" {
                        self.diags
                            .error(n.span, "'defined' cannot be used as a macro name");
                    } else {
                        self.macros.remove(&n.text);
                    }
                }
            }
            "include" => self.include(rest, at, false),
            "include_next" => self.include(rest, at, true),
            "error" | "warning" => {
                let msg = format!("#{word} {}", spell(rest));
                let d = if word == "error" {
                    Diagnostic::error(at, msg.trim_end())
                } else {
                    Diagnostic::warning(at, msg.trim_end())
                };
                self.diags.push(d);
            }
            "line" => self.line_directive(rest, &hash, false),
            "pragma" => self.pragma(&hash, name, rest),
            _ if name.kind == TokKind::Number => self.line_directive(&line, &hash, true),
            _ => self.diags.error(
                name.span,
                format!("invalid preprocessing directive #{}", name.text),
            ),
        }
    }

    fn push_cond(&mut self, span: Span, v: bool) {
        let parent_active = !self.skipping();
        if let Some(f) = self.stack.last_mut() {
            f.conds.push(Cond {
                span,
                parent_active,
                active: parent_active && v,
                taken: v || !parent_active,
                else_span: None,
            });
        }
    }

    fn elif(&mut self, word: &str, rest: &[Token], at: Span) {
        let Some(c) = self.stack.last_mut().and_then(|f| f.conds.last_mut()) else {
            self.diags.error(at, format!("#{word} without #if"));
            return;
        };
        if let Some(e) = c.else_span {
            c.active = false;
            self.diags.push(
                Diagnostic::error(at, format!("#{word} after #else"))
                    .with_secondary(e, "#else is here"),
            );
            return;
        }
        if c.taken {
            c.active = false;
            return;
        }
        let kind = match word {
            "elifdef" => "ifdef",
            "elifndef" => "ifndef",
            _ => "if",
        };
        let v = self.eval_condition(kind, rest, at);
        if let Some(c) = self.stack.last_mut().and_then(|f| f.conds.last_mut()) {
            c.active = v;
            c.taken = v;
        }
    }

    fn else_endif(&mut self, word: &str, rest: &[Token], at: Span) {
        let Some(f) = self.stack.last_mut() else {
            return;
        };
        let Some(c) = f.conds.last_mut() else {
            self.diags.error(at, format!("#{word} without #if"));
            return;
        };
        let outer_active = c.parent_active;
        if word == "endif" {
            f.conds.pop();
        } else if let Some(e) = c.else_span {
            c.active = false;
            self.diags.push(
                Diagnostic::error(at, "#else after #else")
                    .with_secondary(e, "previous #else is here"),
            );
            return;
        } else {
            c.else_span = Some(at);
            c.active = c.parent_active && !c.taken;
            c.taken = true;
        }
        if outer_active {
            if let Some(t) = rest.first() {
                self.diags
                    .warning(t.span, format!("extra tokens at end of #{word} directive"));
            }
        }
    }

    fn macro_name(&mut self, rest: &[Token], at: Span, what: &str) -> Option<Token> {
        let Some(n) = rest.first() else {
            self.diags
                .error(at, format!("macro name missing in {what}"));
            return None;
        };
        if n.kind != TokKind::Ident {
            self.diags.error(n.span, "macro names must be identifiers");
            return None;
        }
        if let Some(x) = rest.get(1) {
            self.diags
                .warning(x.span, format!("extra tokens at end of {what} directive"));
        }
        Some(n.clone())
    }

    fn eval_condition(&mut self, kind: &str, rest: &[Token], at: Span) -> bool {
        match kind {
            "ifdef" | "ifndef" => match self.macro_name(rest, at, &format!("#{kind}")) {
                Some(n) => self.is_defined(&n.text) == (kind == "ifdef"),
                None => false,
            },
            _ => {
                let toks = self.resolve_defined(rest, at);
                self.in_if = true;
                let toks = self.expand_list(toks);
                self.in_if = false;
                // `defined` written in a macro body (undefined behaviour, but
                // common in headers) works as gcc and clang make it work.
                let toks = self.resolve_defined(&toks, at);
                cond_expr::eval(&toks, at, self.diags)
            }
        }
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains(name) || HAS_OPERATORS.contains(&name)
    }

    /// Replaces `defined X`, `defined(X)`, `__has_include(…)` and the
    /// `__has_*` feature tests by `0`/`1` before macro expansion.
    fn resolve_defined(&mut self, toks: &[Token], at: Span) -> Vec<Token> {
        let mut out = Vec::with_capacity(toks.len());
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            let num = |v: u32, end: &Token| {
                let mut n = Token::new(TokKind::Number, v.to_string(), t.span.to(end.span));
                n.ws = t.ws;
                n
            };
            let one = |v: bool, end: &Token| num(v as u32, end);
            if t.is_ident("defined") {
                let paren = toks.get(i + 1).is_some_and(|n| n.is_punct("("));
                let ni = if paren { i + 2 } else { i + 1 };
                let Some(n) = toks.get(ni).filter(|n| n.kind == TokKind::Ident) else {
                    self.diags.error(
                        toks.get(ni).map_or(t.span, |n| n.span),
                        "macro name missing after 'defined'",
                    );
                    return vec![Token::new(TokKind::Number, "0", at)];
                };
                let mut end = ni;
                if paren {
                    end += 1;
                    if !toks.get(end).is_some_and(|c| c.is_punct(")")) {
                        self.diags.error(n.span, "missing ')' after 'defined'");
                        return vec![Token::new(TokKind::Number, "0", at)];
                    }
                }
                out.push(one(self.is_defined(&n.text), &toks[end]));
                i = end + 1;
                continue;
            }
            if t.kind == TokKind::Ident && HAS_OPERATORS.contains(&&*t.text) {
                let Some(close) = toks.get(i + 1).filter(|n| n.is_punct("(")).and_then(|_| {
                    let mut depth = 0;
                    (i + 1..toks.len()).find(|&j| {
                        if toks[j].is_punct("(") {
                            depth += 1;
                        } else if toks[j].is_punct(")") {
                            depth -= 1;
                        }
                        depth == 0
                    })
                }) else {
                    self.diags.error(
                        t.span,
                        format!("'{}' must be followed by a parenthesized operand", t.text),
                    );
                    return vec![Token::new(TokKind::Number, "0", at)];
                };
                let operand = spell(&toks[i + 2..close]).replace(' ', "");
                let v = match &*t.text {
                    "__has_include" | "__has_include_next" => {
                        let arg = toks[i + 2..close].to_vec();
                        match self.header_name(arg, t.span) {
                            Some((name, angled, _)) => {
                                let origin = self.current_origin();
                                let dirs = self.search_path();
                                let next = (&*t.text == "__has_include_next")
                                    .then(|| self.next_slot())
                                    .flatten();
                                include::search(&name, angled, &origin, dirs, next).is_ok() as u32
                            }
                            None => 0,
                        }
                    }
                    "__has_attribute" => features::has_attribute(&operand),
                    "__has_cpp_attribute" => features::has_cpp_attribute(&operand),
                    "__has_builtin" => features::has_builtin(&operand),
                    // clang's feature tests: none advertised (see
                    // `features`).
                    _ => 0,
                };
                out.push(num(v, &toks[close]));
                i = close + 1;
                continue;
            }
            out.push(t.clone());
            i += 1;
        }
        out
    }

    fn current_origin(&self) -> Origin {
        self.stack.last().map_or(Origin::None, |f| f.origin.clone())
    }

    fn define(&mut self, m: Macro) {
        if let Some(old) = self.macros.get(&m.name) {
            if old.builtin.is_some() {
                self.diags
                    .warning(m.def_span, format!("redefining builtin macro '{}'", m.name));
            } else if !old.same_definition(&m) {
                self.diags.push(
                    Diagnostic::warning(m.def_span, format!("'{}' macro redefined", m.name))
                        .with_secondary(old.def_span, "previous definition is here"),
                );
            }
        }
        self.macros.insert(m);
    }

    pub fn define_builtin(&mut self, name: &str, kind: Builtin, span: Span) {
        self.macros.insert(Macro::builtin(name, kind, span));
    }

    /// `"name"` or `<name>` from directive tokens, macro-expanding them if
    /// they are in neither form. Returns (name, angled, span).
    fn header_name(&mut self, toks: Vec<Token>, at: Span) -> Option<(String, bool, Span)> {
        let direct = toks.first().is_some_and(|t| {
            (t.kind == TokKind::Str && t.text.starts_with('"')) || t.is_punct("<")
        });
        let toks = if direct { toks } else { self.expand_list(toks) };
        let first = toks.first()?;
        // The name ends at the first closing quote (a header name holds
        // none). A string with a literal suffix (`"a.h"_x`, one token in
        // C++11) is no header name: gcc's "#include expects" error.
        let quoted = (first.kind == TokKind::Str)
            .then(|| first.text.strip_prefix('"'))
            .flatten()
            .and_then(|rest| rest.split_once('"'));
        if let Some((name, suffix)) = quoted {
            if !suffix.is_empty() {
                return None;
            }
            if let Some(x) = toks.get(1) {
                self.diags
                    .warning(x.span, "extra tokens at end of #include directive");
            }
            return Some((name.to_string(), false, first.span));
        }
        if first.is_punct("<") {
            let close = toks.iter().position(|t| t.is_punct(">"))?;
            if let Some(x) = toks.get(close + 1) {
                self.diags
                    .warning(x.span, "extra tokens at end of #include directive");
            }
            let name = spell(&toks[1..close]);
            return Some((name, true, first.span.to(toks[close].span)));
        }
        let _ = at;
        None
    }

    /// Where `#include_next` starts: the search-path slot after the
    /// current file's. A file not found through the search path (the
    /// main file) has none, and `#include_next` acts as `#include`.
    fn next_slot(&self) -> Option<usize> {
        match self.stack.last().map(|f| &f.origin) {
            Some(Origin::Dir(_, _, Some(slot))) => Some(slot + 1),
            Some(Origin::Embedded) => {
                let dirs = self.search_path();
                Some(dirs.user.len() + dirs.system.len() + 1)
            }
            _ => None,
        }
    }

    /// `#include` and, with `next`, `#include_next` (gcc's: the search
    /// goes on after the directory the current file was found in).
    fn include(&mut self, rest: &[Token], at: Span, next: bool) {
        if self.in_args {
            self.diags
                .error(at, "#include inside macro arguments is not supported");
            return;
        }
        let Some((name, angled, span)) = self.header_name(rest.to_vec(), at) else {
            self.diags.error(
                rest.first().map_or(at, |t| t.span),
                "#include expects \"FILENAME\" or <FILENAME>",
            );
            return;
        };
        let span = at.to(span);
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            self.diags.error(
                span,
                format!("#include nested too deeply (limit {MAX_INCLUDE_DEPTH})"),
            );
            return;
        }
        let origin = self.current_origin();
        let next = if next { self.next_slot() } else { None };
        // Headers are included over and over (guards, X-macro lists): the
        // search, a few `stat`s each time, is done once per name and place.
        let key = (name.clone(), angled, origin, next);
        let result = match self.searched.get(&key) {
            Some(r) => r.clone(),
            None => {
                let dirs = self.search_path();
                let r = include::search(&name, angled, &key.2, dirs, next);
                self.searched.insert(key, r.clone());
                r
            }
        };
        match result {
            Ok(found) => self.enter_found(found, span),
            Err(_)
                if angled
                    && self.opts.host.is_none()
                    && (headers::is_host_library(&name)
                        || headers::is_host_system_header(&name)) =>
            {
                if self.warned_headers.insert(name.clone()) {
                    self.diags.warning(
                        span,
                        format!(
                            "header '<{name}>' is not shipped with cudac; skipped (host-only code may not compile)"
                        ),
                    );
                }
            }
            Err(searched) => {
                let mut d = Diagnostic::error(span, format!("'{name}' file not found"))
                    .with_note(format!("searched: {}", searched.join(", ")));
                if headers::is_cccl(&name) {
                    d = d.with_note(
                        "Thrust, CUB and libcu++ are read from the CUDA toolkit: pass -I <toolkit>/include (nvcc adds it itself)",
                    );
                }
                self.diags.push(d)
            }
        }
    }

    pub fn enter_found(&mut self, found: Found, span: Span) {
        let (file, origin, key) = match found {
            Found::Embedded(rel, text) => {
                let name = format!("{}{rel}", headers::EMBEDDED_PREFIX);
                let file = match self.sm.find_file(&name) {
                    Some(f) => f,
                    None => self.sm.add_file(name.clone(), text),
                };
                (file, Origin::Embedded, name)
            }
            Found::Disk(path, system, slot) => {
                let key = match self.canonical.get(&path) {
                    Some(k) => k.clone(),
                    None => {
                        let k = path
                            .canonicalize()
                            .unwrap_or_else(|_| path.clone())
                            .display()
                            .to_string();
                        self.canonical.insert(path.clone(), k.clone());
                        k
                    }
                };
                if self.once.contains(&key) {
                    return;
                }
                let name = path.display().to_string();
                let file = match self.sm.find_file(&name) {
                    Some(f) => f,
                    None => {
                        match std::fs::read(&path) {
                            Ok(bytes) => {
                                let text = match String::from_utf8(bytes) {
                                    Ok(t) => t,
                                    Err(e) => {
                                        self.diags.warning(
                                        span,
                                        format!("'{name}' is not valid UTF-8; invalid bytes replaced"),
                                    );
                                        String::from_utf8_lossy(e.as_bytes()).into_owned()
                                    }
                                };
                                self.sm.add_file(name, text)
                            }
                            Err(e) => {
                                self.diags.error(span, format!("cannot read '{name}': {e}"));
                                return;
                            }
                        }
                    }
                };
                let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
                (file, Origin::Dir(dir, system, slot), key)
            }
        };
        if self.once.contains(&key) {
            return;
        }
        if self
            .guard_of(file)
            .is_some_and(|g| self.macros.contains(&g))
        {
            // Reading it again would skip all of it.
            self.note_dep(file, &origin);
            return;
        }
        self.push_file(file, origin, key, false);
    }

    /// The macro guarding all of `file` (see `guard`), found once per file.
    fn guard_of(&mut self, file: FileId) -> Option<Rc<str>> {
        if let Some(g) = self.guards.get(&file) {
            return g.clone();
        }
        let g = guard::include_guard(&self.tokens_of(file));
        self.guards.insert(file, g.clone());
        g
    }

    fn line_directive(&mut self, rest: &[Token], hash: &Token, gnu_marker: bool) {
        let toks = self.expand_list(rest.to_vec());
        let n = toks
            .first()
            .filter(|t| t.kind == TokKind::Number && t.text.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.text.parse::<i64>().ok());
        let Some(n) = n else {
            self.diags.error(
                toks.first().map_or(hash.span, |t| t.span),
                "#line directive requires a positive integer argument",
            );
            return;
        };
        // A plain "…" string: one with a prefix or a literal suffix
        // (`"f.cu"_x`) is an invalid name, as in gcc.
        let plain = |s: &Token| {
            (s.kind == TokKind::Str)
                .then(|| s.text.strip_prefix('"')?.strip_suffix('"'))
                .flatten()
                .map(str::to_string)
        };
        let name = match toks.get(1) {
            Some(s) if plain(s).is_some() => plain(s),
            Some(s) => {
                self.diags
                    .error(s.span, "invalid filename in #line directive");
                return;
            }
            None => None,
        };
        if let (Some(x), false) = (toks.get(2), gnu_marker) {
            self.diags
                .warning(x.span, "extra tokens at end of #line directive");
        }
        let physical = self
            .sm
            .file(hash.span.file)
            .line_col(hash.span.start as usize)
            .0 as i64;
        if let Some(f) = self.stack.last_mut() {
            f.line_delta = n - (physical + 1);
            if name.is_some() {
                f.presumed_name = name;
            }
        }
    }

    fn pragma(&mut self, hash: &Token, name: &Token, rest: &[Token]) {
        if rest.first().is_some_and(|t| t.is_ident("once")) {
            if let Some(f) = self.stack.last() {
                let key = f.once_key.clone();
                self.once.insert(key);
            }
            return;
        }
        if let [op, open, lit, close] = rest {
            if open.is_punct("(") && lit.kind == TokKind::Str && close.is_punct(")") {
                let name = lit.text.trim_matches('"');
                if self.macro_stack_pragma(&op.text, name) && !self.opts.keep_inert_pragmas {
                    return;
                }
            }
        }
        let words: Vec<&str> = rest.iter().take(2).map(|t| &*t.text).collect();
        if self.drops_pragma(&words) {
            return;
        }
        self.out.start_line();
        let mut h = hash.clone();
        h.ws = false;
        self.emit(&h);
        self.emit(name);
        for t in rest {
            self.emit(t);
        }
        if self.in_args {
            self.out.newline();
        }
    }

    /// `#pragma push_macro("name")` / `pop_macro("name")`: done here
    /// (`MacroTable::push`/`pop`); whether `op` was one of them.
    fn macro_stack_pragma(&mut self, op: &str, name: &str) -> bool {
        match op {
            "push_macro" => self.macros.push(name),
            "pop_macro" => self.macros.pop(name),
            _ => return false,
        }
        true
    }

    /// Whether the `#pragma` starting with `words` is left out of the
    /// output (`is_inert_pragma`; `-E` keeps every one).
    fn drops_pragma(&self, words: &[&str]) -> bool {
        !self.opts.keep_inert_pragmas && is_inert_pragma(words)
    }

    /// `_Pragma("…")` (C99 6.10.9): a `#pragma` line of its own.
    fn pragma_operator(&mut self, kw: Token) {
        let mut pend = std::mem::take(&mut self.pending);
        let mut parts = Vec::new();
        for _ in 0..3 {
            match self.next_expanded(&mut pend, true) {
                Some(t) => parts.push(t),
                None => break,
            }
        }
        self.pending = pend;
        let ok = parts.len() == 3
            && parts[0].is_punct("(")
            && parts[1].kind == TokKind::Str
            && parts[2].is_punct(")");
        if !ok {
            self.error_once(kw.span, "_Pragma takes a parenthesized string literal");
            return;
        }
        let lit = &parts[1].text;
        let body = lit
            .find('"')
            .and_then(|q| lit.get(q + 1..lit.len() - 1))
            .unwrap_or("");
        let text = body.replace("\\\"", "\"").replace("\\\\", "\\");
        if text.trim() == "once" {
            if let Some(f) = self.stack.last() {
                let key = f.once_key.clone();
                self.once.insert(key);
            }
            return;
        }
        let words: Vec<&str> = text
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .take(2)
            .collect();
        // `_Pragma("push_macro(\"N\")")`.
        if let (Some(&op), Some(name)) = (words.first(), text.split('"').nth(1)) {
            if self.macro_stack_pragma(op, name) && !self.opts.keep_inert_pragmas {
                return;
            }
        }
        if self.drops_pragma(&words) {
            return;
        }
        self.out.start_line();
        let mut t = Token::new(
            TokKind::Other,
            format!("#pragma {}", text.trim()),
            kw.span.to(parts[2].span),
        );
        t.ws = false;
        self.emit(&t);
        self.out.newline();
    }

    /// The value of `__FILE__`, `__LINE__`, … at `at`.
    pub fn builtin_token(&mut self, b: Builtin, at: &Token) -> Token {
        let mut root = at.span;
        for e in self.sm.expansion_chain(at.span) {
            root = e.call_site;
        }
        let top = self.stack.last();
        let (kind, text) = match b {
            Builtin::Line => {
                let mut line = self.sm.file(root.file).line_col(root.start as usize).0 as i64;
                if let Some(f) = top.filter(|f| f.file == root.file) {
                    line += f.line_delta;
                }
                (TokKind::Number, line.to_string())
            }
            Builtin::File => {
                let name = top
                    .and_then(|f| f.presumed_name.clone())
                    .unwrap_or_else(|| self.sm.file(root.file).name.clone());
                (TokKind::Str, format!("{name:?}"))
            }
            Builtin::Counter => {
                self.counter += 1;
                (TokKind::Number, (self.counter - 1).to_string())
            }
            Builtin::Date => {
                self.date_time_used = true;
                (TokKind::Str, format!("\"{}\"", self.date_time.0))
            }
            Builtin::Time => {
                self.date_time_used = true;
                (TokKind::Str, format!("\"{}\"", self.date_time.1))
            }
        };
        let mut t = Token::new(kind, text, at.span);
        t.made = true;
        t.ws = at.ws;
        t
    }
}

/// Operators usable in `#if` that `defined` reports as defined.
pub const HAS_OPERATORS: &[&str] = &[
    "__has_include",
    "__has_include_next",
    "__has_builtin",
    "__has_attribute",
    "__has_cpp_attribute",
    "__has_feature",
    "__has_extension",
];

/// Tokens as written, one space where the source had whitespace.
pub fn spell(toks: &[Token]) -> String {
    let mut s = String::new();
    for (i, t) in toks.iter().enumerate() {
        if i > 0 && t.ws {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// `__DATE__` ("Mmm dd yyyy") and `__TIME__` ("hh:mm:ss") in UTC;
/// `SOURCE_DATE_EPOCH` pins them for reproducible builds.
fn date_time_now() -> (String, String) {
    let secs = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        });
    let days = (secs / 86_400) as i64;
    let tod = secs % 86_400;
    // Civil-from-days (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + (m <= 2) as i64;
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS[((m - 1) as usize).min(11)];
    (
        format!("{month} {d:2} {y}"),
        format!("{:02}:{:02}:{:02}", tod / 3600, tod / 60 % 60, tod % 60),
    )
}

/// Whether a `#pragma` starting with `words` only steers diagnostics,
/// optimisation or the host compiler, so cudac drops it here: such lines
/// appear anywhere, even inside an expression (CLI11's `#pragma
/// diag_suppress 2361` within a `decltype`), where the parser cannot take
/// a line of its own. What cudac reads (`unroll`, `pack`, `clang
/// force_cuda_host_device`, `omp`, …) is kept.
fn is_inert_pragma(words: &[&str]) -> bool {
    match words {
        [first, ..]
            if matches!(
                *first,
                "diag_suppress"
                    | "diag_default"
                    | "diag_warning"
                    | "diag_error"
                    | "diag_remark"
                    | "nv_diag_suppress"
                    | "nv_diag_default"
                    | "nv_diag_warning"
                    | "nv_diag_error"
                    | "nv_diag_remark"
                    | "nv_diag_once"
                    | "nv_diagnostic"
                    | "hd_warning_disable"
                    | "nv_exec_check_disable"
                    | "message"
                    | "warning"
                    | "ident"
                    | "region"
                    | "endregion"
            ) =>
        {
            true
        }
        ["GCC" | "clang", second, ..] => matches!(
            *second,
            "diagnostic"
                | "system_header"
                | "visibility"
                | "push_options"
                | "pop_options"
                | "optimize"
                | "poison"
                | "warning"
                | "message"
        ),
        _ => false,
    }
}
