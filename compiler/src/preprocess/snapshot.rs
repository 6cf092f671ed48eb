//! The preprocessor's state after the implicit prelude, kept on disk so
//! that the next compilation with the same options starts at its main file.
//!
//! Input (`save`): a `Pp` that has just run the built-in text, the command
//! line and the prelude (with `Pp::probes` recording its file tests), and
//! nothing else. Input (`restore`): a `Pp` and source map in the state
//! before that run. Output: a file `pp-<hash>.bin` in the cache directory
//! (`PpOptions::prelude_cache`); or, restoring, the state the run would have
//! left: the source map's files and expansions (same ids), the macro table,
//! `#pragma once` keys, include guards, dependencies, `__COUNTER__`, and the
//! output text and token map.
//!
//! Why: with the host's headers the prelude (nvcc's implicit
//! `cuda_runtime.h`, which pulls in `<stdio.h>`, `<stdlib.h>`, `<new>`, …)
//! is most of the preprocessing of a typical file, about a megabyte of
//! output, and it is the same for every file compiled with the same
//! options. clang's precompiled headers answer the same cost.
//!
//! Invariants: a snapshot is used only when all of these hold, else the
//! prelude runs as always (and a new snapshot replaces the old one):
//! - its key, the cudac binary (path, size, modification time), the working
//!   directory where a search directory is relative, and every `PpOptions`
//!   field, equals this compilation's;
//! - every file it read has the same length and content hash now (each is
//!   read again anyway: the source map holds every included file's text);
//! - every file test its `#include` searches made gives the same answer
//!   now (a header placed earlier on the search path would change the
//!   result);
//! - the source map held only the main file and the two built-in texts,
//!   so file and expansion ids come out the same.
//!
//! A snapshot is made only from a prelude run that reported nothing, did
//! not expand `__DATE__` or `__TIME__`, left no `push_macro` saved and no
//! expansion or output line unfinished. Files are written whole and renamed
//! into place, so concurrent compilations never read half of one; at most
//! `MAX_SNAPSHOTS` are kept, the oldest removed first.

use super::engine::Pp;
use super::headers;
use super::include::Probes;
use super::lexer::{TokKind, Token};
use super::macros::{Builtin, Macro};
use super::{Dep, OutToken, PpOptions};
use crate::source::{Expansion, ExpansionId, FileId, Span};
use rustc_hash::FxHashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

const MAGIC: &[u8; 8] = b"CUDACPP1";

/// How many bytes of snapshots a cache directory keeps (one is 7 MB with
/// glibc's headers in the prelude, more with `<iostream>` and friends).
const MAX_SNAPSHOT_BYTES: u64 = 512 << 20;

/// How many "seen" markers (`seen_before`) a cache directory keeps.
const MAX_MARKERS: usize = 4096;

/// The files the built-in text and the command line are (`FileId`s 1 and
/// 2, after the main file): the snapshot's files follow them.
const FIRST_FILE: usize = 3;

/// Where a compilation's snapshot lives and what it must match.
pub struct Slot {
    path: PathBuf,
    key: String,
}

/// The snapshots a compilation may use: of the prelude alone (shared by
/// every file compiled with the same options), and of the prelude and
/// the main file's directive prefix (`None` without one).
pub struct Slots {
    pub base: Slot,
    pub full: Option<Slot>,
}

/// The snapshot slots for `opts` and the main file's directive `prefix`,
/// when snapshots can be used: a cache directory is given, the prelude is
/// on, there are no `-include` files (they run between the prelude and
/// the main file), and the source map is fresh.
pub fn slots(
    opts: &PpOptions,
    prefix: &str,
    main_dir: &Path,
    files: usize,
    expansions: usize,
) -> Option<Slots> {
    let dir = opts.prelude_cache.as_ref()?;
    if !opts.prelude || !opts.forced_includes.is_empty() || files != FIRST_FILE || expansions != 0 {
        return None;
    }
    let exe = std::env::current_exe().ok()?;
    let (len, mtime) = file_stamp(&exe)?;
    let relative = opts
        .include_dirs
        .iter()
        .chain(&opts.system_include_dirs)
        .any(|d| d.is_relative());
    let cwd = if relative || main_dir.is_relative() {
        std::env::current_dir().ok()?
    } else {
        PathBuf::new()
    };
    let mut keyed = opts.clone();
    keyed.prelude_cache = None;
    let key = format!("{keyed:?}");
    // The file name leaves out the search path and macros, which vary
    // from command to command of one project (and of a test suite), so
    // those keep one snapshot per target and prefix rather than one per
    // command line; the key inside decides.
    keyed.include_dirs.clear();
    keyed.system_include_dirs.clear();
    keyed.macros.clear();
    let coarse = format!("{keyed:?}");
    let slot = |prefix: &str| {
        // The main file's directory is where its `"…"` includes are found.
        let main_dir = if prefix.is_empty() {
            Path::new("")
        } else {
            main_dir
        };
        let identity = format!(
            "{} {} {mtime} {}\n{}\n{}\n{prefix}\n",
            env!("CARGO_PKG_VERSION"),
            exe.display(),
            len,
            cwd.display(),
            main_dir.display(),
        );
        let name = fnv(format!("{identity}{coarse}").as_bytes());
        Slot {
            path: dir.join(format!("pp-{name:016x}.bin")),
            key: format!("{identity}{key}"),
        }
    };
    Some(Slots {
        base: slot(""),
        full: (!prefix.is_empty()).then(|| slot(prefix)),
    })
}

/// Whether a compilation with `slot`'s prefix was seen before: a
/// snapshot of a prefix is made the second time it is seen, so that a
/// file compiled once (a test suite's) costs no snapshot of its own.
pub fn seen_before(slot: &Slot) -> bool {
    let marker = slot.path.with_extension("seen");
    if marker.exists() {
        return true;
    }
    if let Some(dir) = marker.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(&marker, b"");
    false
}

/// The length of the main file's first lines that a snapshot can cover:
/// up to the end of the last of its leading directive lines that only
/// include files or define and undefine macros, before anything else but
/// blank lines and comments. A conditional, a `#pragma` (`once` names the
/// file itself) or a line continued with `\` ends it, as does a comment
/// still open at a directive's end.
pub fn directive_prefix(text: &str) -> usize {
    let b = text.as_bytes();
    let mut i = 0;
    let mut end = 0;
    let mut in_comment = false;
    while i < b.len() {
        if in_comment {
            match text[i..].find("*/") {
                Some(k) => {
                    i += k + 2;
                    in_comment = false;
                }
                None => return end,
            }
            continue;
        }
        match b[i] {
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'\x0b' => i += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let line_end = text[i..].find('\n').map_or(b.len(), |k| i + k);
                if b[i..line_end].ends_with(b"\\") || b[i..line_end].ends_with(b"\\\r") {
                    return end;
                }
                i = line_end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                in_comment = true;
                i += 2;
            }
            b'#' => {
                let Some(k) = text[i..].find('\n') else {
                    return end;
                };
                let line = &text[i..i + k];
                let word = line[1..].trim_start();
                let word = &word[..word
                    .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                    .unwrap_or(word.len())];
                let plain = !line.trim_end().ends_with('\\')
                    && !line.contains("/*")
                    && !line.contains("??")
                    && !line.contains('\r');
                if !plain || !matches!(word, "include" | "define" | "undef") {
                    return end;
                }
                i += k + 1;
                end = i;
            }
            _ => return end,
        }
    }
    end
}

/// A file's size and modification time (nanoseconds since the epoch):
/// what identifies a compiler binary as it is now, for cache keys.
pub(crate) fn file_stamp(path: &Path) -> Option<(u64, u128)> {
    let meta = std::fs::metadata(path).ok()?;
    let mtime = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    Some((meta.len(), mtime))
}

/// FNV-1a: stable across runs and Rust versions, unlike `DefaultHasher`
/// (for cache file names).
pub(crate) fn fnv(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash = (hash ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    hash
}

/// A content hash, eight bytes a step. Each step is a bijection of the
/// state for a given word, so any one changed word changes the result.
fn content_hash(bytes: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = (bytes.len() as u64) ^ 0x9e37_79b9_7f4a_7c15;
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        let w = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
        h = (h.rotate_left(5) ^ w).wrapping_mul(K);
    }
    for &b in words.remainder() {
        h = (h.rotate_left(5) ^ b as u64).wrapping_mul(K);
    }
    h ^ (h >> 29)
}

/// Whether `pp`, having run the prelude, is in a state a snapshot can
/// stand for (see the module's invariants).
pub fn can_save(pp: &Pp, diagnostics_before: usize) -> bool {
    pp.diags.len() == diagnostics_before
        && !pp.fatal
        && !pp.date_time_used
        && pp.stack.is_empty()
        && pp.pending.is_empty()
        && pp.disabled.is_empty()
        && !pp.macros.has_pushed()
        && pp.out.at_clean_line_start()
        && pp.probes.is_some()
}

/// Writes `pp`'s state to `slot` (best effort: a cache that cannot be
/// written is no error).
pub fn save(slot: &Slot, pp: &Pp) {
    let Some(bytes) = encode(slot, pp) else {
        return;
    };
    let Some(dir) = slot.path.parent() else {
        return;
    };
    let tmp = slot
        .path
        .with_extension(format!("tmp{}", std::process::id()));
    let ok = std::fs::create_dir_all(dir).is_ok()
        && std::fs::write(&tmp, bytes).is_ok()
        && std::fs::rename(&tmp, &slot.path).is_ok();
    if !ok {
        let _ = std::fs::remove_file(&tmp);
        return;
    }
    evict(dir);
}

/// Removes the oldest snapshots beyond `MAX_SNAPSHOT_BYTES`.
fn evict(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut snaps: Vec<(std::time::SystemTime, u64, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            let n = e.file_name();
            let n = n.to_string_lossy();
            n.starts_with("pp-") && n.ends_with(".bin")
        })
        .filter_map(|e| {
            let meta = e.metadata().ok()?;
            Some((meta.modified().ok()?, meta.len(), e.path()))
        })
        .collect();
    let mut markers: Vec<(std::time::SystemTime, PathBuf)> = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        markers = entries
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".seen"))
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .collect();
    }
    markers.sort();
    for (_, p) in markers.iter().rev().skip(MAX_MARKERS) {
        let _ = std::fs::remove_file(p);
    }
    let mut total: u64 = snaps.iter().map(|s| s.1).sum();
    snaps.sort();
    for (_, len, p) in &snaps {
        if total <= MAX_SNAPSHOT_BYTES {
            break;
        }
        if std::fs::remove_file(p).is_ok() {
            total -= len;
        }
    }
}

/// How a file of the snapshot gets its text back.
const GENERATED: u8 = 0;
const EMBEDDED: u8 = 1;
const DISK: u8 = 2;

fn encode(slot: &Slot, pp: &Pp) -> Option<Vec<u8>> {
    let mut w = Writer::default();
    w.buf.extend_from_slice(MAGIC);
    w.str(&slot.key);
    // File tests.
    let probes = pp.probes.as_ref()?.0.borrow();
    w.u32(probes.len() as u32);
    for (path, yes) in probes.iter() {
        w.str(path.to_str()?);
        w.u8(*yes as u8);
    }
    // Files after the built-in ones, with how to get their text back.
    let files: Vec<_> = pp.sm.files().skip(FIRST_FILE).collect();
    w.u32(files.len() as u32);
    for (id, f) in &files {
        let dep = pp.deps.iter().find(|d| d.file == *id);
        w.str(&f.name);
        if let Some(rel) = f.name.strip_prefix(headers::EMBEDDED_PREFIX) {
            w.u8(EMBEDDED);
            w.str(rel);
        } else if dep.is_some_and(|d| d.on_disk) {
            w.u8(DISK);
        } else {
            w.u8(GENERATED);
            w.str(&f.text);
        }
        w.u64(f.text.len() as u64);
        w.u64(content_hash(f.text.as_bytes()));
        w.u8(pp.sm.is_quiet_file(*id) as u8);
    }
    // Strings, then everything that names them by index.
    let mut strings = Strings::default();
    let mut body = Writer::default();
    let exps = pp.sm.expansions();
    body.u32(exps.len() as u32);
    for e in exps {
        body.u32(strings.id(&e.macro_name));
        body.span(e.call_site);
        match e.def_site {
            Some(s) => {
                body.u8(1);
                body.span(s);
            }
            None => body.u8(0),
        }
    }
    let macros: Vec<&Rc<Macro>> = pp.macros.iter().collect();
    body.u32(macros.len() as u32);
    for m in macros {
        encode_macro(&mut body, &mut strings, m);
    }
    body.u32(pp.once.len() as u32);
    for k in &pp.once {
        body.str(k);
    }
    body.u32(pp.guards.len() as u32);
    for (file, g) in &pp.guards {
        body.u32(file.0);
        match g {
            Some(g) => {
                body.u8(1);
                body.u32(strings.id(g));
            }
            None => body.u8(0),
        }
    }
    body.u32(pp.deps.len() as u32);
    for d in &pp.deps {
        body.u32(d.file.0);
        let flags = d.system as u8
            | (d.on_disk as u8) << 1
            | (d.host_library as u8) << 2
            | (d.host_std as u8) << 3;
        body.u8(flags);
    }
    body.u32(pp.warned_headers.len() as u32);
    for h in &pp.warned_headers {
        body.str(h);
    }
    body.u64(pp.counter);
    body.u32(pp.deferred_newlines);
    body.str(&pp.out.text);
    body.u32(pp.out.toks.len() as u32);
    for t in &pp.out.toks {
        body.u32(t.start);
        body.u32(t.end);
        body.span(t.span);
    }
    w.u32(strings.list.len() as u32);
    for s in &strings.list {
        w.str(s);
    }
    w.buf.extend_from_slice(&body.buf);
    Some(w.buf)
}

fn encode_macro<'a>(w: &mut Writer, strings: &mut Strings<'a>, m: &'a Macro) {
    w.u32(strings.id(&m.name));
    match &m.params {
        Some(ps) => {
            w.u8(1);
            w.u32(ps.len() as u32);
            for p in ps {
                w.u32(strings.id(p));
            }
        }
        None => w.u8(0),
    }
    w.u8(m.variadic as u8);
    w.span(m.def_span);
    w.u8(match m.builtin {
        None => 0,
        Some(Builtin::File) => 1,
        Some(Builtin::Line) => 2,
        Some(Builtin::Counter) => 3,
        Some(Builtin::Date) => 4,
        Some(Builtin::Time) => 5,
    });
    w.u32(m.body.len() as u32);
    for t in &m.body {
        w.u8(kind_code(t.kind));
        w.u8(t.ws as u8 | (t.bol as u8) << 1 | (t.no_expand as u8) << 2 | (t.made as u8) << 3);
        w.u32(strings.id(&t.text));
        w.span(t.span);
    }
}

fn kind_code(k: TokKind) -> u8 {
    match k {
        TokKind::Ident => 0,
        TokKind::Number => 1,
        TokKind::Char => 2,
        TokKind::Str => 3,
        TokKind::Punct => 4,
        TokKind::Other => 5,
        TokKind::Unterminated => 6,
        TokKind::EndExpansion => 7,
        TokKind::Newline => 8,
        TokKind::Eof => 9,
    }
}

fn kind_of(code: u8) -> Option<TokKind> {
    Some(match code {
        0 => TokKind::Ident,
        1 => TokKind::Number,
        2 => TokKind::Char,
        3 => TokKind::Str,
        4 => TokKind::Punct,
        5 => TokKind::Other,
        6 => TokKind::Unterminated,
        7 => TokKind::EndExpansion,
        8 => TokKind::Newline,
        9 => TokKind::Eof,
        _ => return None,
    })
}

#[derive(Default)]
struct Strings<'a> {
    ids: FxHashMap<&'a str, u32>,
    list: Vec<&'a str>,
}

impl<'a> Strings<'a> {
    fn id(&mut self, s: &'a str) -> u32 {
        let next = self.list.len() as u32;
        *self.ids.entry(s).or_insert_with(|| {
            self.list.push(s);
            next
        })
    }
}

#[derive(Default)]
struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    fn str(&mut self, s: &str) {
        self.u64(s.len() as u64);
        self.buf.extend_from_slice(s.as_bytes());
    }
    fn span(&mut self, s: Span) {
        self.u32(s.file.0);
        self.u32(s.start);
        self.u32(s.end);
        self.u32(s.expansion.0);
    }
}

/// Reads what `Writer` wrote; every read checks its bounds (a damaged
/// file is only a snapshot not used).
struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let b = self.buf.get(self.pos..end)?;
        self.pos = end;
        Some(b)
    }
    fn u8(&mut self) -> Option<u8> {
        Some(self.bytes(1)?[0])
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.bytes(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.bytes(8)?.try_into().ok()?))
    }
    fn str(&mut self) -> Option<&'a str> {
        let n = usize::try_from(self.u64()?).ok()?;
        std::str::from_utf8(self.bytes(n)?).ok()
    }
    fn span(&mut self) -> Option<Span> {
        Some(Span {
            file: FileId(self.u32()?),
            start: self.u32()?,
            end: self.u32()?,
            expansion: ExpansionId(self.u32()?),
        })
    }
    /// A count of items each at least `min` bytes long (a damaged count
    /// must not reserve memory for items the file cannot hold).
    fn count(&mut self, min: usize) -> Option<usize> {
        let n = self.u32()? as usize;
        (n.saturating_mul(min) <= self.buf.len() - self.pos).then_some(n)
    }
}

/// Restores `slot`'s snapshot into `pp` (and its source map) when it is
/// there and still valid, returning the file tests it depends on (a
/// snapshot made on top of it depends on them too); on `None` nothing was
/// changed.
pub fn restore(slot: &Slot, pp: &mut Pp) -> Option<Probes> {
    let bytes = std::fs::read(&slot.path).ok()?;
    if pp.sm.file_count() != FIRST_FILE || !pp.sm.expansions().is_empty() {
        return None;
    }
    let mut state = decode(slot, &bytes)?;
    let probes = std::mem::take(&mut state.probes);
    apply(state, pp);
    Some(Probes(probes.into()))
}

/// What a snapshot restores.
struct State {
    probes: FxHashMap<PathBuf, bool>,
    files: Vec<(String, String, bool)>,
    expansions: Vec<Expansion>,
    macros: Vec<Macro>,
    once: Vec<String>,
    guards: Vec<(FileId, Option<Rc<str>>)>,
    deps: Vec<Dep>,
    warned: Vec<String>,
    counter: u64,
    deferred_newlines: u32,
    text: String,
    toks: Vec<OutToken>,
}

fn decode(slot: &Slot, bytes: &[u8]) -> Option<State> {
    let mut r = Reader { buf: bytes, pos: 0 };
    if r.bytes(MAGIC.len())? != MAGIC || r.str()? != slot.key {
        return None;
    }
    let mut probes = FxHashMap::default();
    for _ in 0..r.count(9)? {
        let path = Path::new(r.str()?);
        let yes = r.u8()? != 0;
        if path.is_file() != yes {
            return None;
        }
        probes.insert(path.to_path_buf(), yes);
    }
    let mut files = Vec::new();
    for _ in 0..r.count(26)? {
        let name = r.str()?.to_string();
        let text = match r.u8()? {
            EMBEDDED => headers::find(r.str()?)?.1.to_string(),
            DISK => String::from_utf8(std::fs::read(&name).ok()?).ok()?,
            GENERATED => r.str()?.to_string(),
            _ => return None,
        };
        let (len, hash, quiet) = (r.u64()?, r.u64()?, r.u8()? != 0);
        if text.len() as u64 != len || content_hash(text.as_bytes()) != hash {
            return None;
        }
        files.push((name, text, quiet));
    }
    let strings: Vec<Rc<str>> = (0..r.count(8)?)
        .map(|_| r.str().map(Rc::from))
        .collect::<Option<_>>()?;
    // Names shared by a macro and its expansions, made once each.
    let mut names: FxHashMap<u32, Arc<str>> = FxHashMap::default();
    let mut name = |i: u32| -> Option<Arc<str>> {
        let s = strings.get(i as usize)?;
        Some(names.entry(i).or_insert_with(|| Arc::from(&**s)).clone())
    };
    let mut expansions = Vec::new();
    for _ in 0..r.count(21)? {
        let macro_name = name(r.u32()?)?;
        let call_site = r.span()?;
        let def_site = match r.u8()? {
            0 => None,
            _ => Some(r.span()?),
        };
        expansions.push(Expansion {
            macro_name,
            call_site,
            def_site,
        });
    }
    let mut macros = Vec::new();
    for _ in 0..r.count(27)? {
        macros.push(decode_macro(&mut r, &strings, &mut name)?);
    }
    let once = (0..r.count(8)?)
        .map(|_| r.str().map(str::to_string))
        .collect::<Option<_>>()?;
    let mut guards = Vec::new();
    for _ in 0..r.count(5)? {
        let file = FileId(r.u32()?);
        let g = match r.u8()? {
            0 => None,
            _ => Some(strings.get(r.u32()? as usize)?.clone()),
        };
        guards.push((file, g));
    }
    let mut deps = Vec::new();
    for _ in 0..r.count(5)? {
        let file = FileId(r.u32()?);
        let f = r.u8()?;
        deps.push(Dep {
            file,
            system: f & 1 != 0,
            on_disk: f & 2 != 0,
            host_library: f & 4 != 0,
            host_std: f & 8 != 0,
        });
    }
    let warned = (0..r.count(8)?)
        .map(|_| r.str().map(str::to_string))
        .collect::<Option<_>>()?;
    let counter = r.u64()?;
    let deferred_newlines = r.u32()?;
    let text = r.str()?.to_string();
    let n = r.count(24)?;
    let mut toks = Vec::with_capacity(n);
    for _ in 0..n {
        toks.push(OutToken {
            start: r.u32()?,
            end: r.u32()?,
            span: r.span()?,
        });
    }
    (r.pos == bytes.len()).then_some(State {
        probes,
        files,
        expansions,
        macros,
        once,
        guards,
        deps,
        warned,
        counter,
        deferred_newlines,
        text,
        toks,
    })
}

fn decode_macro(
    r: &mut Reader,
    strings: &[Rc<str>],
    name: &mut impl FnMut(u32) -> Option<Arc<str>>,
) -> Option<Macro> {
    let string = |i: u32| strings.get(i as usize).cloned();
    let name_id = r.u32()?;
    let params = match r.u8()? {
        0 => None,
        _ => Some(
            (0..r.count(4)?)
                .map(|_| r.u32().and_then(string))
                .collect::<Option<Vec<_>>>()?,
        ),
    };
    let variadic = r.u8()? != 0;
    let def_span = r.span()?;
    let builtin = match r.u8()? {
        0 => None,
        1 => Some(Builtin::File),
        2 => Some(Builtin::Line),
        3 => Some(Builtin::Counter),
        4 => Some(Builtin::Date),
        5 => Some(Builtin::Time),
        _ => return None,
    };
    let n = r.count(22)?;
    let mut body = Vec::with_capacity(n);
    for _ in 0..n {
        let kind = kind_of(r.u8()?)?;
        let flags = r.u8()?;
        let text = string(r.u32()?)?;
        let span = r.span()?;
        body.push(Token {
            kind,
            text,
            span,
            ws: flags & 1 != 0,
            bol: flags & 2 != 0,
            no_expand: flags & 4 != 0,
            made: flags & 8 != 0,
        });
    }
    Some(Macro {
        name: string(name_id)?,
        params,
        variadic,
        body,
        def_span,
        builtin,
        exp_name: name(name_id)?,
    })
}

fn apply(state: State, pp: &mut Pp) {
    for (name, text, quiet) in state.files {
        let id = pp.sm.add_file(name, text);
        if quiet {
            pp.sm.mark_quiet(id);
        }
    }
    for e in state.expansions {
        pp.sm.add_expansion(e);
    }
    for m in state.macros {
        pp.macros.insert(m);
    }
    pp.once.extend(state.once);
    pp.guards.extend(state.guards);
    pp.deps = state.deps;
    pp.warned_headers.extend(state.warned);
    pp.counter = state.counter;
    pp.deferred_newlines = state.deferred_newlines;
    pp.out.restore(state.text, state.toks);
}

#[cfg(test)]
mod tests {
    use super::super::{preprocess, PpOutput};
    use super::*;
    use crate::diag::Diagnostics;
    use crate::source::SourceMap;

    #[test]
    fn the_prefix_is_the_leading_include_and_define_lines() {
        let src = "/* licence\n   text */\n// note\n#include <vector>\n\n# define N 4\n#include \"a.h\" // why\nint x;\n#include <b.h>\n";
        let end = directive_prefix(src);
        assert_eq!(&src[end..], "int x;\n#include <b.h>\n");
        // A conditional, `#pragma once`, a continued line or a comment
        // left open ends it.
        for (src, rest) in [
            (
                "#include <a>\n#ifndef X\n#include <b>\n#endif\n",
                "#ifndef X\n",
            ),
            ("#include <a>\n#pragma once\n", "#pragma once\n"),
            (
                "#include <a>\n#define F(x) \\\n  x\n",
                "#define F(x) \\\n  x\n",
            ),
            ("#include <a> /* open\n*/\n", "#include <a> /* open\n*/\n"),
            ("#include <a>\n/* open\n", "/* open\n"),
            ("#include <a>", "#include <a>"),
            ("int x;\n#include <a>\n", "int x;\n#include <a>\n"),
        ] {
            assert!(src[directive_prefix(src)..].starts_with(rest), "{src:?}");
        }
    }

    /// A fresh directory, removed on drop.
    struct Dir(PathBuf);
    impl Dir {
        fn new(tag: &str) -> Dir {
            let p = std::env::temp_dir().join(format!("cudac-snap-{tag}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&p);
            std::fs::create_dir_all(&p).unwrap();
            Dir(p)
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// Preprocesses `main`, returning what later stages see: the output,
    /// and the source map's files, expansions and quiet files.
    fn run(main: &Path, opts: &PpOptions) -> (PpOutput, String, Diagnostics) {
        let mut sm = SourceMap::new();
        let text = std::fs::read_to_string(main).unwrap();
        let f = sm.add_file(main.display().to_string(), text);
        let mut d = Diagnostics::new();
        let out = preprocess(&mut sm, f, opts, &mut d);
        let mut seen = String::new();
        for (id, file) in sm.files() {
            seen += &format!(
                "{id:?} {} {} {}\n",
                file.name,
                file.text.len(),
                sm.is_quiet_file(id)
            );
        }
        for e in sm.expansions() {
            seen += &format!("{e:?}\n");
        }
        (out, seen, d)
    }

    fn same(a: &(PpOutput, String, Diagnostics), b: &(PpOutput, String, Diagnostics)) {
        assert_eq!(a.0.text, b.0.text);
        assert_eq!(a.0.tokens, b.0.tokens);
        assert_eq!(a.0.deps, b.0.deps);
        assert_eq!(a.1, b.1);
        assert_eq!(a.2.list.len(), b.2.list.len());
    }

    #[test]
    fn a_restored_snapshot_gives_what_preprocessing_gives() {
        use super::super::FromSnapshot::{Nothing, Prelude, PreludeAndPrefix};
        let dir = Dir::new("same");
        let (inc, cache) = (dir.0.join("inc"), dir.0.join("cache"));
        let early = dir.0.join("early");
        std::fs::create_dir_all(&inc).unwrap();
        std::fs::create_dir_all(&early).unwrap();
        std::fs::write(
            inc.join("lib.h"),
            "#ifndef LIB_H\n#define LIB_H\n#define TWICE(x) ((x) + (x))\nstatic int lib_value = TWICE(__COUNTER__);\n#endif\n",
        )
        .unwrap();
        std::fs::write(dir.0.join("local.h"), "#define LOCAL 7\n").unwrap();
        let main = dir.0.join("k.cu");
        std::fs::write(
            &main,
            "// k.cu\n#include <lib.h>\n#include \"local.h\"\n#define N (LOCAL + 1)\nint a[N] = {TWICE(N), __COUNTER__};\n#include <lib.h>\n__global__ void k() {}\n",
        )
        .unwrap();
        let mut opts = PpOptions {
            include_dirs: vec![early.clone(), inc.clone()],
            ..PpOptions::default()
        };
        let fresh = run(&main, &opts);
        assert!(fresh.2.list.is_empty(), "{:?}", fresh.2.list);
        assert_eq!(fresh.0.from_snapshot, Nothing);
        // The prelude's snapshot is made at once; the prefix's the second
        // time it is seen, and used from the third.
        opts.prelude_cache = Some(cache.clone());
        for expected in [Nothing, Prelude, PreludeAndPrefix, PreludeAndPrefix] {
            let out = run(&main, &opts);
            assert_eq!(out.0.from_snapshot, expected);
            same(&fresh, &out);
        }
        let used = run(&main, &opts);
        assert!(used.0.text.contains("static int lib_value = ((0) + (0));"));
        assert!(used
            .0
            .text
            .contains("int a[(7 + 1)] = {(((7 + 1)) + ((7 + 1))), 1};"));

        // A header of the prefix that changed is read again (the
        // prelude's snapshot still serves).
        std::fs::write(dir.0.join("local.h"), "#define LOCAL 8\n").unwrap();
        let changed = run(&main, &opts);
        assert_eq!(changed.0.from_snapshot, Prelude);
        assert!(changed.0.text.contains("int a[(8 + 1)]"));
        let again = run(&main, &opts);
        assert!(again.2.list.is_empty(), "{:?}", again.2.list);
        assert_eq!(again.0.from_snapshot, PreludeAndPrefix);
        assert!(again.0.text.contains("int a[(8 + 1)]"));
        // So is one that appears earlier on the search path.
        std::fs::write(early.join("lib.h"), "int early;\n").unwrap();
        let shadowed = run(&main, &opts);
        assert_ne!(shadowed.0.from_snapshot, PreludeAndPrefix);
        assert!(shadowed.0.text.contains("int early;"));
        // Other options: another key (in the same files), made again (the
        // prefix was seen already).
        opts.macros
            .push(super::super::MacroOp::Define("LOCAL2".into(), "1".into()));
        assert_eq!(run(&main, &opts).0.from_snapshot, Nothing);
        assert_eq!(run(&main, &opts).0.from_snapshot, PreludeAndPrefix);
        // A damaged snapshot is not used.
        for entry in std::fs::read_dir(&cache).unwrap() {
            let p = entry.unwrap().path();
            let mut bytes = std::fs::read(&p).unwrap();
            bytes.truncate(bytes.len() / 2);
            std::fs::write(&p, bytes).unwrap();
        }
        let after = run(&main, &opts);
        assert_eq!(after.0.from_snapshot, Nothing);
        assert!(after.2.list.is_empty());
    }

    #[test]
    fn a_prelude_run_that_reports_or_reads_the_clock_is_not_kept() {
        let dir = Dir::new("keep");
        let cache = dir.0.join("cache");
        let main = dir.0.join("k.cu");
        let opts = PpOptions {
            prelude_cache: Some(cache.clone()),
            ..PpOptions::default()
        };
        for src in [
            "#define STAMP __DATE__\n#include \"stamp.h\"\nint x;\n",
            "#include \"missing.h\"\nint x;\n",
        ] {
            std::fs::write(dir.0.join("stamp.h"), "const char *s = STAMP;\n").unwrap();
            std::fs::write(&main, src).unwrap();
            for _ in 0..3 {
                let out = run(&main, &opts);
                assert_ne!(
                    out.0.from_snapshot,
                    super::super::FromSnapshot::PreludeAndPrefix,
                    "{src}"
                );
            }
        }
    }
}
