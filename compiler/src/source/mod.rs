//! Source files, spans and the macro-expansion table shared by every stage.
//!
//! Input: file contents registered by the driver and the preprocessor.
//! Output: `FileId`s and `Span`s that every later stage carries.
//! Invariants: a `Span` always points into an original file (never into
//! preprocessed text); `start <= end <= file length`. A span produced inside a
//! macro expansion carries an `ExpansionId` whose chain leads back to the
//! invocation the user wrote, so diagnostics can show both places.
//!
//! A file's line table is built only when something (a diagnostic, for one)
//! first asks for a line number, so a clean compilation never builds one.
//! `SourceMap::user_span` shows a span that lies in cudac's own headers
//! (`<cudac>/…`, e.g. the prelude macro behind `__cluster_dims__`) at the
//! macro's use in the user's file, as clang does for system-header macros.

use std::ops::Range;

/// A file known to the `SourceMap` (input files, headers, the prelude).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// One macro expansion: which macro, and where it was invoked. Expansion ids
/// start at 1; `ExpansionId::NONE` marks text written directly in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ExpansionId(pub u32);

impl ExpansionId {
    pub const NONE: ExpansionId = ExpansionId(0);
    pub fn is_none(self) -> bool {
        self.0 == 0
    }
}

/// A byte range in an original file, plus the macro expansion it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
    pub expansion: ExpansionId,
}

impl Span {
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span {
            file,
            start,
            end,
            expansion: ExpansionId::NONE,
        }
    }

    /// The smallest span covering both, when they are in the same file and
    /// expansion; otherwise `self` (a diagnostic then points at the start).
    pub fn to(self, other: Span) -> Span {
        if self.file == other.file && self.expansion == other.expansion {
            Span {
                start: self.start.min(other.start),
                end: self.end.max(other.end),
                ..self
            }
        } else {
            self
        }
    }

    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// What the expansion table remembers about one macro expansion.
#[derive(Clone, Debug)]
pub struct Expansion {
    /// Shared with the macro definition (one allocation per macro, not per use).
    pub macro_name: std::sync::Arc<str>,
    /// Where the macro name was written at the invocation (itself possibly
    /// inside another expansion, through `call_site.expansion`).
    pub call_site: Span,
    /// Where the macro was defined, for "macro 'X' defined here" notes.
    pub def_site: Option<Span>,
}

#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Computed on first use: a file that is only preprocessed never
    /// needs it, and it is a full pass over the text.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    fn new(name: String, text: String) -> SourceFile {
        SourceFile {
            name,
            text,
            line_starts: std::sync::OnceLock::new(),
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(self.text.match_indices('\n').map(|(i, _)| i + 1));
            starts
        })
    }

    /// 0-based line index containing byte `offset`.
    pub fn line_index(&self, offset: usize) -> usize {
        match self.line_starts().binary_search(&offset) {
            Ok(l) => l,
            Err(l) => l - 1,
        }
    }

    /// 1-based (line, column) of a byte offset, column counted in bytes.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let l = self.line_index(offset);
        (l + 1, offset - self.line_starts()[l] + 1)
    }

    pub fn line_range(&self, line: usize) -> Option<Range<usize>> {
        let starts = self.line_starts();
        let start = *starts.get(line)?;
        let end = starts.get(line + 1).copied().unwrap_or(self.text.len());
        Some(start..end)
    }
}

/// All files and macro expansions of one compilation.
#[derive(Default, Debug)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    expansions: Vec<Expansion>,
    /// Files whose warnings are not shown: the host's system headers, as
    /// gcc and clang keep theirs quiet (`is_quiet`).
    quiet: std::collections::HashSet<FileId>,
}

impl SourceMap {
    /// Warnings in `file` (or in macro expansions written there) are not
    /// shown.
    pub fn mark_quiet(&mut self, file: FileId) {
        self.quiet.insert(file);
    }

    /// Whether a warning at `span` is kept quiet: the text the user's
    /// program reached it through (the outermost macro use, or the span
    /// itself) lies in a quiet file.
    pub fn is_quiet(&self, span: Span) -> bool {
        if self.quiet.is_empty() {
            return false;
        }
        let mut s = span;
        for _ in 0..10_000 {
            match self.expansion(s.expansion) {
                Some(e) => s = e.call_site,
                None => break,
            }
        }
        self.quiet.contains(&s.file)
    }

    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add_file(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.files.push(SourceFile::new(name.into(), text.into()));
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    pub fn find_file(&self, name: &str) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.name == name)
            .map(|i| FileId(i as u32))
    }

    pub fn add_expansion(&mut self, exp: Expansion) -> ExpansionId {
        self.expansions.push(exp);
        ExpansionId(self.expansions.len() as u32)
    }

    /// Every expansion, `ExpansionId(1)` first.
    pub fn expansions(&self) -> &[Expansion] {
        &self.expansions
    }

    pub fn file_count(&self) -> usize {
        self.files.len()
    }

    /// Whether `mark_quiet` was called for `file`.
    pub fn is_quiet_file(&self, file: FileId) -> bool {
        self.quiet.contains(&file)
    }

    pub fn expansion(&self, id: ExpansionId) -> Option<&Expansion> {
        if id.is_none() {
            None
        } else {
            self.expansions.get(id.0 as usize - 1)
        }
    }

    /// The chain of expansions a span sits in, innermost first.
    pub fn expansion_chain(&self, span: Span) -> Vec<&Expansion> {
        let mut out = Vec::new();
        let mut cur = span.expansion;
        // Bounded: expansion ids are only ever created after their call site,
        // so ids strictly decrease along the chain; the bound is a safety net.
        while let Some(e) = self.expansion(cur) {
            out.push(e);
            if out.len() > 10_000 || e.call_site.expansion.0 >= cur.0 {
                break;
            }
            cur = e.call_site.expansion;
        }
        out
    }

    /// Where a diagnostic at `span` points: a span inside one of cudac's
    /// own headers (`<cudac>/…`, the prelude that spells `__shared__` or
    /// `__cluster_dims__(…)` as attributes) reached through a macro is
    /// shown at the macro's use in the user's code instead, as clang does
    /// for system-header macros.
    pub fn user_span(&self, span: Span) -> Span {
        let mut s = span;
        for _ in 0..10_000 {
            if !self.file(s.file).name.starts_with("<cudac>/") {
                break;
            }
            match self.expansion(s.expansion) {
                Some(e) => s = e.call_site,
                None => break,
            }
        }
        s
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let f = self.file(span.file);
        f.text.get(span.range()).unwrap_or("")
    }

    /// `file:line:col` for a span's start, as used in plain-text messages.
    pub fn describe(&self, span: Span) -> String {
        let f = self.file(span.file);
        let (l, c) = f.line_col(span.start as usize);
        format!("{}:{}:{}", f.name, l, c)
    }
}

impl<'a> codespan_reporting::files::Files<'a> for SourceMap {
    type FileId = FileId;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: FileId) -> Result<&'a str, codespan_reporting::files::Error> {
        self.files
            .get(id.0 as usize)
            .map(|f| f.name.as_str())
            .ok_or(codespan_reporting::files::Error::FileMissing)
    }

    fn source(&'a self, id: FileId) -> Result<&'a str, codespan_reporting::files::Error> {
        self.files
            .get(id.0 as usize)
            .map(|f| f.text.as_str())
            .ok_or(codespan_reporting::files::Error::FileMissing)
    }

    fn line_index(
        &'a self,
        id: FileId,
        byte_index: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        let f = self
            .files
            .get(id.0 as usize)
            .ok_or(codespan_reporting::files::Error::FileMissing)?;
        Ok(f.line_index(byte_index.min(f.text.len())))
    }

    fn line_range(
        &'a self,
        id: FileId,
        line_index: usize,
    ) -> Result<Range<usize>, codespan_reporting::files::Error> {
        let f = self
            .files
            .get(id.0 as usize)
            .ok_or(codespan_reporting::files::Error::FileMissing)?;
        f.line_range(line_index)
            .ok_or(codespan_reporting::files::Error::LineTooLarge {
                given: line_index,
                max: f.line_starts().len() - 1,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_from_one() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.cu", "ab\ncd\n");
        assert_eq!(sm.file(f).line_col(0), (1, 1));
        assert_eq!(sm.file(f).line_col(4), (2, 2));
        assert_eq!(sm.describe(Span::new(f, 3, 4)), "a.cu:2:1");
    }

    #[test]
    fn expansion_chain_is_innermost_first() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.cu", "#define A B\n#define B 1\nA\n");
        let outer = sm.add_expansion(Expansion {
            macro_name: "A".into(),
            call_site: Span::new(f, 24, 25),
            def_site: None,
        });
        let inner = sm.add_expansion(Expansion {
            macro_name: "B".into(),
            call_site: Span {
                file: f,
                start: 10,
                end: 11,
                expansion: outer,
            },
            def_site: None,
        });
        let s = Span {
            file: f,
            start: 22,
            end: 23,
            expansion: inner,
        };
        let names: Vec<_> = sm
            .expansion_chain(s)
            .iter()
            .map(|e| e.macro_name.to_string())
            .collect();
        assert_eq!(names, ["B", "A"]);
    }
}
