//! Parsing with tree-sitter-cpp and lowering to `ast`.
//!
//! Input: `PpOutput` (preprocessed text + source map). CUDA keywords arrive
//! expanded (`__attribute__((global))`, …); `#pragma` lines stay on a line of
//! their own and tree-sitter parses them as `preproc_call` nodes.
//! Output: `ast::TranslationUnit`; syntax errors (tree-sitter ERROR/MISSING
//! nodes, bad literals) as diagnostics in the `Diagnostics` sink.
//! Invariants:
//! - tree-sitter types never leave this module; every AST span is
//!   `pp.span_of(node.byte_range())`, i.e. a span in an original file.
//! - Host-only function definitions (attributes with neither `global` nor
//!   `device`) are lowered for sema's lenient reading, but nothing in them
//!   is diagnosed here, not even syntax errors; a host body with syntax
//!   errors is `Body::Skipped` (not lowered), its kernel launches noted by
//!   name (`TranslationUnit::host_launches`).
//! - Unsupported constructs become `Item::Unsupported` / `StmtKind::Unsupported`
//!   / `ExprKind::Unsupported` / `TypeExprKind::Unsupported`; device code is
//!   never dropped silently and the lowering never panics.
//! - Nesting deeper than `MAX_DEPTH` (expressions, statements, declarators)
//!   is cut off with one "nesting too deep" error, so lowering cannot overflow
//!   the stack; the error walk is iterative.
//! - Error recovery can swallow the device functions after a broken host
//!   function into its body; they are found there and lowered as items.
//! - Syntax errors: one walk over the tree before lowering; at most one
//!   error per line; MISSING `;` is placed at the end of the previous token.
//! - When a syntax error is reported, the AST still exists but may contain
//!   `Unsupported("syntax error")` placeholders; the driver must stop after
//!   `syntax` if it reported errors.
//!
//! Nesting is bounded at `MAX_DEPTH` = 2048 (long `a + b + …` chains from
//! macros nest one level per term), and the lowering runs on a thread of its
//! own with a 256 MiB stack, so the bound, not the caller's stack, decides
//! what is accepted.
//!
//! Where tree-sitter-cpp reads C++ wrongly (it cannot know which names are
//! types), the lowering repairs it, each in one place: parenthesised names
//! read as casts or operands (`paren_names`, `lower_spine`); shapes no name
//! lookup can fix, parsed again on the same bytes (`reparse`); the
//! conversion-function misread (`lower_decl`); `T v(x);` read as a function
//! declaration (`lower_stmt`); declarations read as calls (`int (x) = 3;`,
//! `int (*fp)(int) = f;`: `lower_spine`); and text rewrites that keep
//! every byte offset, for spellings the grammar lacks (`space_attr`,
//! `lambda_attr`, `gnu_keywords`, `namespace_attr`, `class_attr`, `typename_expr`,
//! `decltype_expr`, `dependent_template`, `typedef_attr`, `template_compare`,
//! `operator_call`, `unnamed_default`, `braced_default`,
//! `abstract_member_ptr`, `pointer_pack`, `new_pointer`, `extern_template`, `empty_blocks`,
//! `va_arg`).
//! What syntax sees but does not diagnose is noted for sema: kernel launches
//! in host bodies (`TranslationUnit::host_launches`) and `__shared__` locals
//! in host functions (`TranslationUnit::host_shared_locals`).

mod abstract_member_ptr;
mod braced_default;
mod chunks;
mod class_attr;
mod decl_scan;
mod declarator_attr;
mod decltype_expr;
mod dependent_template;
mod destructor_args;
mod empty_blocks;
mod errors;
mod extern_template;
mod gnu_keywords;
mod lambda_attr;
mod launch_config;
mod library_use;
mod literal;
mod lower_attr;
mod lower_decl;
mod lower_declarator;
mod lower_expr;
mod lower_lambda;
mod lower_record;
mod lower_spine;
mod lower_stmt;
mod lower_template;
mod namespace_attr;
mod new_pointer;
mod operator_call;
mod paren_names;
mod pointer_pack;
mod pragma_host_device;
mod pragma_pack;
mod reparse;
mod space_attr;
mod template_compare;
#[cfg(test)]
mod tests;
mod text_scan;
mod trait_call;
mod typedef_attr;
mod typename_expr;
mod unnamed_default;
mod va_arg;
mod value_compare;

use crate::ast::{self, TranslationUnit};
use crate::diag::Diagnostics;
use crate::preprocess::PpOutput;
use crate::source::{FileId, SourceMap, Span};
use tree_sitter::Node;

/// A node's child in a grammar field, by the field's id looked up once:
/// tree-sitter's `child_by_field_name` finds the id by comparing the name
/// with every field name of the C++ grammar in turn, which was ~5% of
/// parsing a large file.
pub(crate) trait FieldExt<'t> {
    fn field(&self, name: &str) -> Option<Node<'t>>;
}

impl<'t> FieldExt<'t> for Node<'t> {
    fn field(&self, name: &str) -> Option<Node<'t>> {
        field_id(name).and_then(|id| self.child_by_field_id(id.get()))
    }
}

/// The C++ grammar's id of field `name`.
pub(crate) fn field_id(name: &str) -> Option<std::num::NonZeroU16> {
    static IDS: std::sync::OnceLock<rustc_hash::FxHashMap<&'static str, std::num::NonZeroU16>> =
        std::sync::OnceLock::new();
    IDS.get_or_init(|| {
        let lang: tree_sitter::Language = tree_sitter_cpp::LANGUAGE.into();
        (1..=lang.field_count() as u16)
            .filter_map(|id| Some((lang.field_name_for_id(id)?, std::num::NonZeroU16::new(id)?)))
            .collect()
    })
    .get(name)
    .copied()
}

/// Deepest nesting of expressions/statements/declarators that is lowered.
/// A left-associated chain `a + b + …` nests one level per term, and
/// generated or macro-expanded sums reach hundreds of terms (clang takes
/// such chains without limit), so the bound is well above that; deeper
/// nesting is diagnosed.
pub(crate) const MAX_DEPTH: u32 = 2048;

/// Stack for the lowering thread: recursion is bounded by `MAX_DEPTH`, but
/// debug-build frames are large.
const STACK_SIZE: usize = 256 << 20;

/// Parse preprocessed text and lower it to the AST.
/// Whether `word` is a builtin type keyword (`int`, `float`, …): where a
/// class name is expected (a base specifier) it is an error of its own.
pub fn is_builtin_type_word(word: &str) -> bool {
    lower_expr::primitive_builtin(word).is_some() || matches!(word, "unsigned" | "signed")
}

pub fn parse(sm: &SourceMap, pp: &PpOutput, diags: &mut Diagnostics) -> TranslationUnit {
    parse_with_jobs(sm, pp, 1, diags)
}

/// `parse`, with the chunks of a large text (`chunks`) parsed on up to
/// `jobs` threads; the result is the same whatever `jobs` is.
pub fn parse_with_jobs(
    sm: &SourceMap,
    pp: &PpOutput,
    jobs: usize,
    diags: &mut Diagnostics,
) -> TranslationUnit {
    // cudac's own headers and the host's C and C++ libraries: read
    // lazily (bodies only when device code reaches them).
    let library: std::collections::HashSet<_> = sm
        .files()
        .filter(|(_, f)| {
            f.name
                .starts_with(crate::preprocess::headers::EMBEDDED_PREFIX)
        })
        .map(|(id, _)| id)
        .chain(pp.deps.iter().filter(|d| d.host_library).map(|d| d.file))
        .collect();
    // cudac's headers define far more than a file uses: what nothing
    // names is not parsed.
    let pruned = library_use::blank_unused(&pp.text, pp, sm, &library);
    // The blanks (most of the headers' bytes once pruned) cut out, so
    // nothing after this reads them.
    let compact = pp.compacted(pruned.as_deref().unwrap_or(&pp.text));
    let (pp, text) = match &compact {
        Some(c) => (c, None),
        None => (pp, pruned.as_deref()),
    };
    let mut tu = parse_on_thread(pp, text, &library, jobs, diags);
    tu.library_files = library.into_iter().collect();
    tu.library_files.sort();
    tu.host_library_files = deps_where(pp, |d| d.host_library);
    tu.host_std_files = deps_where(pp, |d| d.host_std);
    tu
}

/// The files of `pp`'s dependencies that `keep` selects, sorted, once each.
fn deps_where(pp: &PpOutput, keep: impl Fn(&crate::preprocess::Dep) -> bool) -> Vec<FileId> {
    let mut files: Vec<FileId> = pp.deps.iter().filter(|d| keep(d)).map(|d| d.file).collect();
    files.sort();
    files.dedup();
    files
}

/// `parse_here` on a thread of its own; `text` is `pp.text` or a rewrite
/// of it that keeps every offset (`library_use`).
fn parse_on_thread(
    pp: &PpOutput,
    text: Option<&str>,
    library: &std::collections::HashSet<crate::source::FileId>,
    jobs: usize,
    diags: &mut Diagnostics,
) -> TranslationUnit {
    if pp.text.is_empty() {
        return TranslationUnit::default();
    }
    // Run on a thread with a known, generous stack so the depth guard (and
    // not the caller's stack size) decides what nesting is accepted.
    std::thread::scope(|scope| {
        let mut local = Diagnostics::new();
        let handle = std::thread::Builder::new()
            .name("cudac-syntax".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(scope, || {
                let tu = parse_here(pp, text, library, jobs, STREAM_CHUNKS, &mut local);
                (tu, local)
            });
        match handle.map(|h| h.join()) {
            Ok(Ok((tu, d))) => {
                diags.extend(d.list);
                tu
            }
            Ok(Err(_)) => {
                diags.push(crate::diag::Diagnostic::error_nospan(
                    "internal error: the parser crashed",
                ));
                TranslationUnit::default()
            }
            // No thread available: lower on the current one.
            Err(_) => parse_here(pp, text, library, jobs, STREAM_CHUNKS, diags),
        }
    })
}

/// `parse_on_thread` on this thread (`text`: as there); texts of
/// `stream_at` chunks or more are streamed (`stream`).
fn parse_here(
    pp: &PpOutput,
    text: Option<&str>,
    library: &std::collections::HashSet<crate::source::FileId>,
    jobs: usize,
    stream_at: usize,
    diags: &mut Diagnostics,
) -> TranslationUnit {
    let library_files = library.clone();
    let text = text.unwrap_or(&pp.text);
    let spaces = space_attr::rewrite(text);
    let text: &str = spaces.as_deref().unwrap_or(text);
    let lambdas = lambda_attr::rewrite(text);
    let text: &str = lambdas.as_deref().unwrap_or(text);
    let typeofs = gnu_keywords::rewrite(text);
    let text: &str = typeofs.as_deref().unwrap_or(text);
    let namespaces = namespace_attr::rewrite(text);
    let text: &str = namespaces.as_deref().unwrap_or(text);
    let class_attrs = class_attr::rewrite(text);
    let text: &str = class_attrs.as_deref().unwrap_or(text);
    let typenames = typename_expr::rewrite(text);
    let text: &str = typenames.as_deref().unwrap_or(text);
    let decltypes = decltype_expr::rewrite(text);
    let text: &str = decltypes.as_deref().unwrap_or(text);
    let trait_calls = trait_call::rewrite(text);
    let text: &str = trait_calls.as_deref().unwrap_or(text);
    let bare_templates = dependent_template::rewrite(text);
    let text: &str = bare_templates.as_deref().unwrap_or(text);
    let typedef_attrs = typedef_attr::rewrite(text);
    let text: &str = typedef_attrs.as_deref().unwrap_or(text);
    let declarator_attrs = declarator_attr::rewrite(text);
    let text: &str = declarator_attrs.as_deref().unwrap_or(text);
    let comparisons = template_compare::rewrite(text);
    let text: &str = comparisons.as_deref().unwrap_or(text);
    let operator_calls = operator_call::rewrite(text);
    let text: &str = operator_calls.as_deref().unwrap_or(text);
    let unnamed_defaults = unnamed_default::rewrite(text);
    let text: &str = unnamed_defaults.as_deref().unwrap_or(text);
    let braced_defaults = braced_default::rewrite(text);
    let text: &str = braced_defaults.as_deref().unwrap_or(text);
    let member_ptrs = abstract_member_ptr::rewrite(text);
    let text: &str = member_ptrs.as_deref().unwrap_or(text);
    let pointer_packs = pointer_pack::rewrite(text);
    let text: &str = pointer_packs.as_deref().unwrap_or(text);
    let new_pointers = new_pointer::rewrite(text);
    let text: &str = new_pointers.as_deref().unwrap_or(text);
    let destructor_names = destructor_args::rewrite(text);
    let text: &str = destructor_names.as_deref().unwrap_or(text);
    let users = |at: usize| !library_files.contains(&pp.span_of(at..at + 1).file);
    let externs = extern_template::rewrite(text, &users);
    let text: &str = externs.as_deref().unwrap_or(text);
    let empty_bodies = empty_blocks::rewrite(text);
    let text: &str = empty_bodies.as_deref().unwrap_or(text);
    let launch_configs = launch_config::rewrite(text);
    let text: &str = launch_configs.as_deref().unwrap_or(text);
    let va_args = va_arg::rewrite(text);
    let text: &str = va_args.as_deref().unwrap_or(text);
    // The chunks are parsed on `jobs` threads.
    let ranges = chunks::chunks(text);
    let in_order = lexical_pragmas(text);
    let read = chunks::ParseText::new(text);
    if ranges.len() >= stream_at && !in_order {
        return stream(&read, pp, &ranges, &library_files, diags, jobs);
    }
    let trees = chunks::parse_chunks(&read, &ranges, jobs);
    let Some(trees) = trees.into_iter().collect::<Option<Vec<_>>>() else {
        return parser_gave_up(diags);
    };
    let roots: Vec<Node> = trees.iter().map(|t| t.root_node()).collect();
    let declared = std::sync::OnceLock::new();
    let mut lw = Lower::new(text, pp, diags);
    if in_order {
        lw.forced_regions = pragma_host_device::regions(text);
    }
    lw.roots = roots.clone();
    lw.library_files = library_files;
    lw.declared = Some(&declared);
    for &root in &roots {
        errors::report_syntax_errors(&mut lw, root);
    }
    // Each chunk is lowered by its own `Lower`, on `jobs` threads, unless
    // a pragma whose state carries from one declaration to the next is in
    // the text: then one `Lower` takes them in order.
    if in_order {
        let items = roots
            .iter()
            .flat_map(|&root| lw.lower_items(root))
            .collect();
        return TranslationUnit {
            items,
            host_launches: std::mem::take(&mut lw.host_launches),
            host_shared_locals: std::mem::take(&mut lw.host_shared_locals),
            library_files: Vec::new(),
            host_library_files: Vec::new(),
            host_std_files: Vec::new(),
        };
    }
    let library_files = std::mem::take(&mut lw.library_files);
    drop(lw);
    let lower =
        |k: usize| lower_chunk(text, pp, roots[k], &roots, &library_files, &declared, false);
    let parts = crate::parallel::map(roots.len(), jobs, Some(STACK_SIZE), lower);
    assemble(parts, diags)
}

/// tree-sitter returned no tree for a chunk (it found no grammar, or
/// was cancelled): an internal error, and nothing to lower.
fn parser_gave_up(diags: &mut Diagnostics) -> TranslationUnit {
    diags.push(crate::diag::Diagnostic::error_nospan(
        "internal error: the parser gave up",
    ));
    TranslationUnit::default()
}

/// The chunks lowered, in order, as one translation unit; their syntax
/// errors first, as one walk over the whole text reports them.
fn assemble(mut parts: Vec<LoweredChunk>, diags: &mut Diagnostics) -> TranslationUnit {
    for part in &mut parts {
        diags.extend(std::mem::take(&mut part.syntax.list));
    }
    let mut tu = TranslationUnit::default();
    let mut too_deep = false;
    for part in parts {
        tu.items.extend(part.items);
        tu.host_launches.extend(part.host_launches);
        tu.host_shared_locals.extend(part.host_shared_locals);
        for d in part.diags.list {
            // One "nesting too deep" per unit, as one walk reports it.
            let deep = d.message.ends_with("nesting too deep");
            if !(deep && too_deep) {
                diags.push(d);
            }
            too_deep |= deep;
        }
    }
    tu
}

/// Texts of at least this many chunks (`chunks::CHUNK_BYTES` each) are
/// parsed and lowered chunk by chunk (`stream`). Below, all trees are
/// made first: the names a unit declares (`paren_names`) are then
/// collected from trees at hand when a chunk needs them, where a streamed
/// text parses its chunks again.
const STREAM_CHUNKS: usize = 16;

/// A large text, chunk by chunk: each chunk is parsed, checked for syntax
/// errors and lowered by one worker, which then drops its tree, so about
/// `jobs` trees are in memory at once rather than all (the 1,000-kernel
/// benchmark file's trees take 18 MiB together). A chunk whose lowering
/// asks which names the unit declares keeps its tree and is lowered again
/// once they are known, collected from every chunk's tree (the dropped
/// ones parsed again). The result is what lowering all trees at once
/// makes.
fn stream(
    read: &chunks::ParseText,
    pp: &PpOutput,
    ranges: &[std::ops::Range<usize>],
    library_files: &std::collections::HashSet<crate::source::FileId>,
    diags: &mut Diagnostics,
    jobs: usize,
) -> TranslationUnit {
    /// What the first pass made of a chunk: its lowering, or its tree and
    /// syntax errors while the declared names are wanted.
    enum First {
        Lowered(LoweredChunk),
        Pending(tree_sitter::Tree, Diagnostics),
        GaveUp,
    }
    let text = read.text;
    let declared = std::sync::OnceLock::new();
    let first = crate::parallel::map(ranges.len(), jobs, Some(STACK_SIZE), |k| {
        let Some(tree) = chunks::parse_chunk(read, &ranges[k], true) else {
            return First::GaveUp;
        };
        let root = tree.root_node();
        let mut syntax = Diagnostics::new();
        errors::report_syntax_errors(&mut Lower::new(text, pp, &mut syntax), root);
        let mut chunk = lower_chunk(text, pp, root, &[], library_files, &declared, true);
        if chunk.wanted_declared {
            return First::Pending(tree, syntax);
        }
        chunk.syntax = syntax;
        First::Lowered(chunk)
    });
    if first.iter().any(|f| matches!(f, First::GaveUp)) {
        return parser_gave_up(diags);
    }
    if first.iter().any(|f| matches!(f, First::Pending(..))) {
        let names =
            crate::parallel::map(ranges.len(), jobs, Some(STACK_SIZE), |k| match &first[k] {
                First::Pending(tree, _) => {
                    Some(paren_names::Declared::collect(text, &[tree.root_node()]))
                }
                _ => chunks::parse_chunk(read, &ranges[k], true)
                    .map(|tree| paren_names::Declared::collect(text, &[tree.root_node()])),
            });
        let Some(names) = names.into_iter().collect::<Option<Vec<_>>>() else {
            return parser_gave_up(diags);
        };
        let _ = declared.set(paren_names::Declared::union(names));
    }
    let slots: Vec<std::sync::Mutex<Option<First>>> = first
        .into_iter()
        .map(|f| std::sync::Mutex::new(Some(f)))
        .collect();
    let parts = crate::parallel::map(slots.len(), jobs, Some(STACK_SIZE), |k| {
        let f = slots[k].lock().unwrap_or_else(|e| e.into_inner()).take();
        match f {
            Some(First::Lowered(chunk)) => chunk,
            Some(First::Pending(tree, syntax)) => {
                let root = tree.root_node();
                let mut chunk = lower_chunk(text, pp, root, &[], library_files, &declared, false);
                chunk.syntax = syntax;
                chunk
            }
            Some(First::GaveUp) | None => LoweredChunk::default(),
        }
    });
    assemble(parts, diags)
}

/// What one chunk lowered to.
#[derive(Default)]
struct LoweredChunk {
    items: Vec<ast::Item>,
    host_launches: Vec<ast::HostLaunch>,
    host_shared_locals: Vec<Span>,
    /// The chunk's syntax errors (reported before every chunk's others).
    syntax: Diagnostics,
    diags: Diagnostics,
    /// With `defer`: the lowering needed the declared names (`stream`).
    wanted_declared: bool,
}

/// One chunk's tree (`root`, one of `roots`) lowered by its own `Lower`
/// (on the caller's thread, which has the lowering's large stack).
/// Nothing a chunk's lowering decides depends on another chunk but the
/// names the unit declares (`declared`: collected from `roots` when first
/// needed, or, with `defer`, left unknown: see `Lower::defer_declared`)
/// and the `#pragma pack` state, for which the caller lowers in order
/// instead.
fn lower_chunk<'t>(
    text: &'t str,
    pp: &'t PpOutput,
    root: Node<'t>,
    roots: &[Node<'t>],
    library_files: &std::collections::HashSet<crate::source::FileId>,
    declared: &'t std::sync::OnceLock<paren_names::Declared>,
    defer: bool,
) -> LoweredChunk {
    let mut chunk = LoweredChunk::default();
    let mut lw = Lower::new(text, pp, &mut chunk.diags);
    lw.roots = roots.to_vec();
    lw.library_files = library_files.clone();
    lw.declared = Some(declared);
    lw.defer_declared = defer;
    let items = lw.lower_items(root);
    let launches = std::mem::take(&mut lw.host_launches);
    let shared = std::mem::take(&mut lw.host_shared_locals);
    let wanted = lw.wanted_declared;
    drop(lw);
    chunk.items = items;
    chunk.host_launches = launches;
    chunk.host_shared_locals = shared;
    chunk.wanted_declared = wanted;
    chunk
}

/// Lowering state shared by the `lower_*` files.
pub(crate) struct Lower<'a> {
    pub src: &'a str,
    pub pp: &'a PpOutput,
    pub diags: &'a mut Diagnostics,
    pub depth: u32,
    pub too_deep_reported: bool,
    /// Inside `extern "C"`.
    pub extern_c: bool,
    /// The qualifier of the function declarator just lowered
    /// (`Vec<T>::len` → `[Vec<T>]`), taken by `function_decl`.
    pub decl_qualifier: Option<Vec<ast::Ident>>,
    /// The declarator just lowered declared a pack (`Ts... xs`).
    pub decl_pack: bool,
    /// The declarator just lowered was a structured binding (`[a, b]`):
    /// its names, taken by the `VarDecl` built from it.
    pub decl_bindings: Option<Vec<ast::Ident>>,
    /// Kernel launches seen in host bodies (`ast::HostLaunch`).
    pub host_launches: Vec<ast::HostLaunch>,
    /// `__shared__` attributes seen in host bodies.
    pub host_shared_locals: Vec<crate::source::Span>,
    /// Kernel launch expressions lowered so far (for
    /// `FunctionDef::launches`).
    pub launches_lowered: usize,
    /// A conversion function tree-sitter misread (see
    /// `lower_decl::misread_conversion`): the id of its function
    /// declarator and the integer modifiers read as the type.
    pub misread_conversion: Option<(usize, lower_decl::IntMods)>,
    /// The names the translation unit declares, collected when a
    /// parenthesised name tree-sitter may have misread is met
    /// (`paren_names`).
    pub declared: Option<&'a std::sync::OnceLock<paren_names::Declared>>,
    /// The trees being lowered (one per chunk, `chunks`).
    pub roots: Vec<Node<'a>>,
    /// Streaming (`stream`): the declared names are not known yet, so a
    /// shape that needs them sets `wanted_declared` and keeps
    /// tree-sitter's reading; the chunk is lowered again once they are.
    pub defer_declared: bool,
    pub wanted_declared: bool,
    /// cudac's own headers (never misread: no repair is looked for).
    pub library_files: std::collections::HashSet<crate::source::FileId>,
    /// Second readings of misread calls (`lower_spine`), by span: a cast
    /// is asked about once per enclosing operator tree.
    pub reparsed_calls: std::collections::HashMap<(usize, usize), Option<tree_sitter::Tree>>,
    /// Literals a second reading wrote over names (`value_compare`), by
    /// offset: each is the name again.
    pub renamed_literals: std::collections::HashMap<usize, crate::ast::Ident>,
    /// `#pragma pack` as far as the walk has come.
    pub pack: pragma_pack::PackState,
    /// Open `#pragma clang force_cuda_host_device begin` regions.
    pub force_host_device: u32,
    /// The byte ranges those regions cover (found before lowering, for
    /// the syntax-error walk, which must not treat their functions as
    /// host code).
    pub forced_regions: Vec<std::ops::Range<usize>>,
    /// While a typedef is lowered: the vector attributes met
    /// (`vector_size`, `ext_vector_type`), which make it a vector type
    /// (`TypedefDecl::vector`); elsewhere they are errors.
    pub typedef_vector: Option<Vec<(String, Span)>>,
}

/// Whether `text` has a pragma whose state carries from one declaration
/// to the next (`pack`, `force_cuda_host_device`): its chunks are then
/// lowered in order by one `Lower`.
fn lexical_pragmas(text: &str) -> bool {
    text.contains("pragma pack") || text.contains("force_cuda_host_device")
}

impl<'a> Lower<'a> {
    pub fn new(src: &'a str, pp: &'a PpOutput, diags: &'a mut Diagnostics) -> Lower<'a> {
        Lower {
            src,
            pp,
            diags,
            depth: 0,
            too_deep_reported: false,
            extern_c: false,
            decl_qualifier: None,
            decl_pack: false,
            decl_bindings: None,
            host_launches: Vec::new(),
            host_shared_locals: Vec::new(),
            launches_lowered: 0,
            misread_conversion: None,
            declared: None,
            roots: Vec::new(),
            defer_declared: false,
            wanted_declared: false,
            library_files: Default::default(),
            reparsed_calls: Default::default(),
            renamed_literals: Default::default(),
            pack: Default::default(),
            force_host_device: 0,
            forced_regions: Vec::new(),
            typedef_vector: None,
        }
    }

    pub fn span(&self, n: Node) -> Span {
        self.span_range(n.byte_range())
    }

    pub fn span_range(&self, r: std::ops::Range<usize>) -> Span {
        let end = r.end.min(self.src.len());
        let start = r.start.min(end);
        self.pp.span_of(start..end)
    }

    pub fn text(&self, n: Node) -> &'a str {
        self.src.get(n.byte_range()).unwrap_or("")
    }

    /// The `_` that `braced_default` writes over a blank before a braced
    /// default argument: a type name only the rewrite put there.
    pub fn is_braced_list_marker(&self, t: Node) -> bool {
        t.kind() == "type_identifier"
            && self.text(t) == "_"
            && self
                .pp
                .text
                .as_bytes()
                .get(t.start_byte())
                .is_some_and(|c| c.is_ascii_whitespace())
    }

    pub fn ident(&self, n: Node) -> ast::Ident {
        ast::Ident::new(self.text(n), self.span(n))
    }

    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.error(span, msg);
    }

    /// Enter one nesting level; `false` (after one diagnostic) when too deep.
    pub fn enter(&mut self, n: Node) -> bool {
        if self.depth >= MAX_DEPTH {
            if !self.too_deep_reported {
                self.too_deep_reported = true;
                let s = self.span(n);
                self.error(s, "expression nesting too deep");
            }
            return false;
        }
        self.depth += 1;
        true
    }

    pub fn leave(&mut self) {
        self.depth -= 1;
    }
}

/// All children (named and anonymous).
pub(crate) fn kids(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    n.children(&mut c).collect()
}

/// Named children that are not comments.
pub(crate) fn named_kids(n: Node) -> Vec<Node> {
    let mut c = n.walk();
    n.named_children(&mut c)
        .filter(|k| k.kind() != "comment")
        .collect()
}

/// Children carrying field `name`.
pub(crate) fn field_kids<'t>(n: Node<'t>, name: &str) -> Vec<Node<'t>> {
    let mut c = n.walk();
    n.children_by_field_id(field_id(name).expect("a C++ grammar field"), &mut c)
        .collect()
}

#[cfg(test)]
mod dbg {
    fn dump(n: tree_sitter::Node, src: &str, depth: usize, out: &mut String) {
        let txt = if n.child_count() == 0 {
            format!(" {:?}", &src[n.byte_range()])
        } else {
            String::new()
        };
        let miss = if n.is_missing() { "MISSING " } else { "" };
        out.push_str(&format!(
            "{}{}{}{}\n",
            "  ".repeat(depth),
            miss,
            n.kind(),
            txt
        ));
        for i in 0..n.child_count() {
            let ch = n.child(i).unwrap();
            if let Some(f) = n.field_name_for_child(i as u32) {
                out.push_str(&format!("{}{}:\n", "  ".repeat(depth + 1), f));
            }
            dump(ch, src, depth + 1, out);
        }
    }

    /// `SX=file.cu cargo test -p cudac dump_sexp` writes the tree to /tmp/sx/out.txt.
    #[test]
    fn dump_sexp() {
        let Ok(path) = std::env::var("SX") else {
            return;
        };
        let src = std::fs::read_to_string(path).unwrap();
        let mut p = tree_sitter::Parser::new();
        p.set_language(&tree_sitter_cpp::LANGUAGE.into()).unwrap();
        let t = p.parse(&src, None).unwrap();
        let mut out = String::new();
        dump(t.root_node(), &src, 0, &mut out);
        std::fs::write("/tmp/sx/out.txt", out).unwrap();
    }
}
