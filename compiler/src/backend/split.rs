//! The parallel back end: a large module of independent kernels is cut
//! into parts that LLVM optimises and turns into PTX on separate threads,
//! each in its own context, and the parts' PTX is joined in order.
//!
//! Input: the finished module (libdevice linked, reflected), before
//! optimisation. Output: `plan` says whether and how to cut it; `compile`
//! makes each part's PTX and the diagnostics LLVM reported for it.
//!
//! How it is cut. Whatever two kernels share that has one identity — a
//! global variable, a function other parts could name (not internal) —
//! puts them in one *component*; an internal function (a helper, a
//! libdevice function) has none, so every part that calls one gets its
//! own copy. Components are taken in the order of their first function
//! and grouped into at most `MAX_PARTS` parts of about equal size,
//! contiguous in that order.
//!
//! Invariants: no part refers to a definition another part holds, so each
//! part is a complete module and the joined PTX defines every symbol once;
//! the joined PTX lists the functions in the module's order, each as the
//! whole module's PTX has it (only label numbers, which NVPTX counts per
//! module, differ);
//! the cut depends only on the module, never on the number of threads, so
//! the output is byte-identical whatever `-j` says; a module below
//! `MIN_SPLIT_INSTRUCTIONS`, with a single component, or with debug
//! information (one compile unit cannot be divided) is compiled whole,
//! as before.

use super::diagnostics::{self, LlvmDiagnostic};
use inkwell::context::Context;
use inkwell::module::Module;
use llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext2;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use std::collections::{BTreeSet, HashMap, HashSet};

/// About this many instructions (before optimisation) make one part:
/// each part costs a bitcode read and a pass pipeline of its own (a few
/// milliseconds), which this amortises. A module with less than two
/// parts' worth is compiled whole. (Measured on 2 cores:
/// `tests/projects/reduction_dispatch.cu`, 11 kernels, 68 → 55 ms; every
/// function's PTX the same as the whole module's but for its labels'
/// numbers.)
const PART_INSTRUCTIONS: usize = 800;

/// The stack of each worker thread (address space, touched only as deep
/// as LLVM recurses).
const WORKER_STACK: usize = 256 << 20;

/// At most this many parts, whatever the thread count.
const MAX_PARTS: usize = 16;

/// What each part keeps: by position in the module's list of global
/// variables and of functions (which a bitcode round trip preserves).
#[derive(Debug)]
pub struct Plan {
    parts: Vec<Keep>,
    /// The module's global and function names by position, to check the
    /// round trip against.
    global_names: Vec<String>,
    function_names: Vec<String>,
}

#[derive(Debug)]
struct Keep {
    globals: Vec<bool>,
    functions: Vec<bool>,
    /// Copied functions an earlier part holds too: renamed here, since
    /// the joined PTX may define each name once.
    renamed: Vec<u32>,
}

/// One part's result.
pub struct PartOutput {
    pub ptx: String,
    /// What optimisation reported, then what code generation did.
    pub reported: Vec<LlvmDiagnostic>,
    pub emitted: Vec<LlvmDiagnostic>,
    /// The pragma-tagged loops LLVM left rolled (`diagnostics`).
    pub not_unrolled: BTreeSet<u32>,
    /// How long reading the part, optimising it and writing its PTX (with
    /// `prepare_for_nvptx`) took on its thread (`--time-stages`).
    pub times: PartTimes,
}

/// One part's time in each step.
#[derive(Clone, Copy, Default)]
pub struct PartTimes {
    pub read: std::time::Duration,
    pub optimize: std::time::Duration,
    pub emit: std::time::Duration,
}

/// How each part is compiled.
#[derive(Clone, Copy)]
pub struct Config {
    pub sm: super::Sm,
    pub opt: u8,
    pub fmad: bool,
}

fn name_of(v: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: a live value; LLVM returns its name with the length.
    unsafe {
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

/// A node of the cut: a global variable or a function, by position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Node {
    Global(u32),
    Function(u32),
}

/// Where a global or function goes in the cut.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    /// Into exactly one part: a function with a body that is not
    /// internal, a defined variable.
    Placed,
    /// Into every part that uses it: an internal function with a body.
    Copied,
    /// Into every part: declarations, and LLVM's own `llvm.used` lists
    /// (which each part rebuilds).
    Everywhere,
}

/// The module's globals and functions, their names and roles, and what
/// each definition names.
struct Graph {
    globals: Vec<LLVMValueRef>,
    functions: Vec<LLVMValueRef>,
    global_names: Vec<String>,
    function_names: Vec<String>,
    global_roles: Vec<Role>,
    function_roles: Vec<Role>,
    index: HashMap<LLVMValueRef, Node>,
    /// Nodes each definition refers to (bodies, initialisers).
    refs: HashMap<Node, Vec<Node>>,
    /// Instructions in each function body.
    size: HashMap<Node, usize>,
}

impl Graph {
    /// # Safety
    /// `m` must be a live module.
    unsafe fn of(m: LLVMModuleRef) -> Graph {
        let mut g = Graph {
            globals: Vec::new(),
            functions: Vec::new(),
            global_names: Vec::new(),
            function_names: Vec::new(),
            global_roles: Vec::new(),
            function_roles: Vec::new(),
            index: HashMap::new(),
            refs: HashMap::new(),
            size: HashMap::new(),
        };
        let mut v = LLVMGetFirstGlobal(m);
        while !v.is_null() {
            let name = name_of(v);
            g.global_roles.push(
                if LLVMGetInitializer(v).is_null() || name.starts_with("llvm.") {
                    Role::Everywhere
                } else {
                    Role::Placed
                },
            );
            g.index.insert(v, Node::Global(g.globals.len() as u32));
            g.globals.push(v);
            g.global_names.push(name);
            v = LLVMGetNextGlobal(v);
        }
        let mut f = LLVMGetFirstFunction(m);
        while !f.is_null() {
            let internal = matches!(
                LLVMGetLinkage(f),
                LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage
            );
            g.function_roles
                .push(match (LLVMCountBasicBlocks(f) > 0, internal) {
                    (false, _) => Role::Everywhere,
                    (true, true) => Role::Copied,
                    (true, false) => Role::Placed,
                });
            g.index.insert(f, Node::Function(g.functions.len() as u32));
            g.functions.push(f);
            g.function_names.push(name_of(f));
            f = LLVMGetNextFunction(f);
        }
        let mut memo = HashMap::new();
        for (k, &gv) in g.globals.iter().enumerate() {
            let init = LLVMGetInitializer(gv);
            if !init.is_null() {
                let mut out = Vec::new();
                g.collect(init, &mut out, &mut memo);
                g.refs.insert(Node::Global(k as u32), out);
            }
        }
        for (k, &f) in g.functions.iter().enumerate() {
            if g.function_roles[k] == Role::Everywhere {
                continue;
            }
            let (mut out, mut n) = (Vec::new(), 0);
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    n += 1;
                    for o in 0..LLVMGetNumOperands(i) as u32 {
                        g.collect(LLVMGetOperand(i, o), &mut out, &mut memo);
                    }
                    i = LLVMGetNextInstruction(i);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
            out.sort();
            out.dedup();
            g.refs.insert(Node::Function(k as u32), out);
            g.size.insert(Node::Function(k as u32), n);
        }
        g
    }

    /// The globals and functions `v` names, through constant expressions
    /// and aggregates (`memo`: what each constant looked through names).
    unsafe fn collect(
        &self,
        v: LLVMValueRef,
        out: &mut Vec<Node>,
        memo: &mut HashMap<LLVMValueRef, Vec<Node>>,
    ) {
        if v.is_null() {
            return;
        }
        if let Some(&n) = self.index.get(&v) {
            out.push(n);
            return;
        }
        if LLVMIsAConstant(v).is_null() || !LLVMIsAGlobalValue(v).is_null() {
            return;
        }
        if let Some(named) = memo.get(&v) {
            out.extend_from_slice(named);
            return;
        }
        // (Constants form no cycles but through globals, which end the
        // walk above.)
        let mut named = Vec::new();
        for o in 0..LLVMGetNumOperands(v).max(0) as u32 {
            self.collect(LLVMGetOperand(v, o), &mut named, memo);
        }
        named.sort();
        named.dedup();
        out.extend_from_slice(&named);
        memo.insert(v, named);
    }

    fn role(&self, n: Node) -> Role {
        match n {
            Node::Global(k) => self.global_roles[k as usize],
            Node::Function(k) => self.function_roles[k as usize],
        }
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// How to cut `module`, or `None` to compile it whole.
pub fn plan(module: &Module) -> Option<Plan> {
    // SAFETY: the module is live and only read.
    unsafe { plan_raw(module.as_mut_ptr()) }
}

unsafe fn plan_raw(m: LLVMModuleRef) -> Option<Plan> {
    let dbg = c"llvm.dbg.cu";
    if LLVMGetNamedMetadataNumOperands(m, dbg.as_ptr()) > 0 || !LLVMGetFirstGlobalAlias(m).is_null()
    {
        return None;
    }
    let g = Graph::of(m);
    let total: usize = g.size.values().sum();
    if total < 2 * PART_INSTRUCTIONS {
        return None;
    }
    let ng = g.globals.len();
    let slot = |n: Node| match n {
        Node::Global(k) => k as usize,
        Node::Function(k) => ng + k as usize,
    };
    let count = ng + g.functions.len();
    let mut parent: Vec<usize> = (0..count).collect();
    // Each placed node, with the copied functions it reaches and the
    // placed nodes those reach (which join its component).
    let mut reach: HashMap<Node, Vec<Node>> = HashMap::new();
    let placed: Vec<Node> = (0..ng as u32)
        .map(Node::Global)
        .chain((0..g.functions.len() as u32).map(Node::Function))
        .filter(|&n| g.role(n) == Role::Placed)
        .collect();
    for &root in &placed {
        let mut copies = Vec::new();
        let mut stack = vec![root];
        let mut visited = HashSet::from([root]);
        while let Some(n) = stack.pop() {
            for &r in g.refs.get(&n).map(Vec::as_slice).unwrap_or(&[]) {
                match g.role(r) {
                    Role::Placed => {
                        let (a, b) = (find(&mut parent, slot(root)), find(&mut parent, slot(r)));
                        parent[a.max(b)] = a.min(b);
                    }
                    Role::Copied if visited.insert(r) => {
                        copies.push(r);
                        stack.push(r);
                    }
                    _ => {}
                }
            }
        }
        reach.insert(root, copies);
    }
    // The components, with their sizes.
    let mut components: Vec<(usize, Vec<Node>)> = Vec::new();
    let mut which: HashMap<usize, usize> = HashMap::new();
    for &n in &placed {
        let rep = find(&mut parent, slot(n));
        let c = *which.entry(rep).or_insert_with(|| {
            components.push((0, Vec::new()));
            components.len() - 1
        });
        components[c].1.push(n);
    }
    if components.len() < 2 {
        return None;
    }
    // In the order of their first function, as NVPTX writes functions
    // (components of variables alone last), so the joined PTX lists the
    // kernels as the whole module's would.
    let nf = g.functions.len();
    components.sort_by_key(|(_, nodes)| {
        nodes
            .iter()
            .map(|n| match *n {
                Node::Function(k) => k as usize,
                Node::Global(k) => nf + k as usize,
            })
            .min()
    });
    for (size, nodes) in &mut components {
        let mut counted = HashSet::new();
        for n in nodes.iter() {
            for m in std::iter::once(n).chain(reach[n].iter()) {
                if counted.insert(*m) {
                    *size += g.size.get(m).copied().unwrap_or(1);
                }
            }
        }
    }
    // Contiguous groups of about equal size.
    let parts_wanted = components
        .len()
        .min(MAX_PARTS)
        .min(total / PART_INSTRUCTIONS);
    let target = total.div_ceil(parts_wanted);
    let mut groups: Vec<Vec<usize>> = vec![Vec::new()];
    let mut acc = 0;
    for (c, (size, _)) in components.iter().enumerate() {
        let left = components.len() - c;
        let open = parts_wanted - groups.len();
        if acc >= target && open > 0 && left > 0 {
            groups.push(Vec::new());
            acc = 0;
        }
        groups.last_mut().expect("one group").push(c);
        acc += size;
    }
    if groups.len() < 2 {
        return None;
    }
    let mut parts = groups
        .iter()
        .map(|group| {
            let mut keep = Keep {
                globals: vec![false; ng],
                functions: vec![false; g.functions.len()],
                renamed: Vec::new(),
            };
            // Declarations stay in every part (unused ones are dropped
            // by optimisation).
            for (k, &role) in g.function_roles.iter().enumerate() {
                keep.functions[k] = role == Role::Everywhere;
            }
            for (k, &role) in g.global_roles.iter().enumerate() {
                keep.globals[k] = role == Role::Everywhere;
            }
            for &c in group {
                for n in &components[c].1 {
                    for m in std::iter::once(n).chain(reach[n].iter()) {
                        match *m {
                            Node::Global(k) => keep.globals[k as usize] = true,
                            Node::Function(k) => keep.functions[k as usize] = true,
                        }
                    }
                }
            }
            keep
        })
        .collect::<Vec<Keep>>();
    let mut held = vec![false; g.functions.len()];
    for keep in &mut parts {
        for (k, held) in held.iter_mut().enumerate() {
            if keep.functions[k] && g.function_roles[k] == Role::Copied {
                if *held {
                    keep.renamed.push(k as u32);
                }
                *held = true;
            }
        }
    }
    Some(Plan {
        parts,
        global_names: g.global_names,
        function_names: g.function_names,
    })
}

extern "C" {
    /// `llvm_shim.cpp`.
    fn cudac_materialize_all(module: LLVMModuleRef) -> i32;
    fn cudac_prune_dead_annotations(module: LLVMModuleRef);
}

/// Each part of the planned module, given as its bitcode (`bytes`, so that
/// the module itself need not stay in memory), optimised and turned into
/// PTX on up to `jobs` threads; results in part order.
pub fn compile(
    bytes: &[u8],
    plan: &Plan,
    config: Config,
    jobs: usize,
) -> Result<Vec<PartOutput>, String> {
    // LLVM's passes recurse on large functions: the compile thread's
    // stack, not a default thread's.
    crate::parallel::map(plan.parts.len(), jobs, Some(WORKER_STACK), |p| {
        compile_part(bytes, plan, p, config)
    })
    .into_iter()
    .collect()
}

/// Part `p`: its own context and module (read lazily from `bytes`, the
/// other parts' definitions dropped unread), optimised and emitted.
fn compile_part(bytes: &[u8], plan: &Plan, p: usize, config: Config) -> Result<PartOutput, String> {
    let start = std::time::Instant::now();
    let ctx = Context::create();
    // SAFETY: the buffer is a copy the module takes over; the context
    // outlives the module made in it.
    let module = unsafe {
        let buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            bytes.as_ptr() as *const std::os::raw::c_char,
            bytes.len(),
            c"part".as_ptr(),
        );
        let mut m = std::ptr::null_mut();
        if LLVMGetBitcodeModuleInContext2(ctx.raw(), buf, &mut m) != 0 || m.is_null() {
            return Err("a part's bitcode does not read back".into());
        }
        Module::new(m)
    };
    // SAFETY: the module is live, lazily loaded and not yet shared.
    unsafe { keep_only(module.as_mut_ptr(), plan, p)? };
    let tm = super::target_machine(config.sm, config.opt, config.fmad, true)?;
    let read = start.elapsed();
    let reported = super::optimize(&module, &tm, config.opt)?;
    let optimize = start.elapsed() - read;
    let not_unrolled = diagnostics::take_pragma_tags(&module);
    if config.opt > 0 {
        super::prepare_for_nvptx(&module)?;
    }
    let (ptx, emitted) = super::emit_ptx(&module, &tm)?;
    let emit = start.elapsed() - read - optimize;
    Ok(PartOutput {
        ptx,
        reported,
        emitted,
        not_unrolled,
        times: PartTimes {
            read,
            optimize,
            emit,
        },
    })
}

/// Drops from lazily loaded `m` the definitions part `part` does not
/// keep, before their bodies are read, renames its copies of functions an
/// earlier part holds too (`name.partN`), then reads the rest.
///
/// # Safety
/// `m` must be a live module read lazily from the plan's module.
unsafe fn keep_only(m: LLVMModuleRef, plan: &Plan, part: usize) -> Result<(), String> {
    let keep = &plan.parts[part];
    let mut globals = Vec::new();
    let mut v = LLVMGetFirstGlobal(m);
    while !v.is_null() {
        globals.push(v);
        v = LLVMGetNextGlobal(v);
    }
    let mut functions = Vec::new();
    let mut f = LLVMGetFirstFunction(m);
    while !f.is_null() {
        functions.push(f);
        f = LLVMGetNextFunction(f);
    }
    let same = globals.len() == plan.global_names.len()
        && functions.len() == plan.function_names.len()
        && globals
            .iter()
            .zip(&plan.global_names)
            .all(|(&v, n)| name_of(v) == *n)
        && functions
            .iter()
            .zip(&plan.function_names)
            .all(|(&v, n)| name_of(v) == *n);
    if !same {
        return Err("a part's module does not list what the plan's does".into());
    }
    let lists: Vec<LLVMValueRef> = globals
        .iter()
        .copied()
        .filter(|&g| matches!(name_of(g).as_str(), "llvm.used" | "llvm.compiler.used"))
        .collect();
    for g in lists {
        rebuild_used(g, &globals, keep);
    }
    // Initialisers first: what a dropped global's initialiser names may
    // be dropped too.
    for (k, &g) in globals.iter().enumerate() {
        if !keep.globals[k] {
            LLVMSetInitializer(g, std::ptr::null_mut());
        }
    }
    for (k, &f) in functions.iter().enumerate() {
        if !keep.functions[k] {
            drop_value(f);
            LLVMDeleteFunction(f);
        }
    }
    for (k, &g) in globals.iter().enumerate() {
        if !keep.globals[k] {
            drop_value(g);
            LLVMDeleteGlobal(g);
        }
    }
    for &k in &keep.renamed {
        let f = functions[k as usize];
        let name = format!("{}.part{}", name_of(f), part);
        LLVMSetValueName2(f, name.as_ptr() as *const std::os::raw::c_char, name.len());
    }
    if cudac_materialize_all(m) != 0 {
        return Err("a part's function bodies do not read back".into());
    }
    // Annotations of what was dropped now name nothing.
    cudac_prune_dead_annotations(m);
    Ok(())
}

/// Replaces the remaining uses of `v` (none but in what is dropped with
/// it, by construction) so it can be deleted.
unsafe fn drop_value(v: LLVMValueRef) {
    if !LLVMGetFirstUse(v).is_null() {
        LLVMReplaceAllUsesWith(v, LLVMGetPoison(LLVMTypeOf(v)));
    }
}

/// `llvm.used`-style list `g` replaced by one with only the entries this
/// part keeps (none: no list).
unsafe fn rebuild_used(g: LLVMValueRef, globals: &[LLVMValueRef], keep: &Keep) {
    let init = LLVMGetInitializer(g);
    let mut kept = Vec::new();
    if !init.is_null() {
        for o in 0..LLVMGetNumOperands(init).max(0) as u32 {
            let e = LLVMGetOperand(init, o);
            let mut target = e;
            while !LLVMIsAConstantExpr(target).is_null() {
                target = LLVMGetOperand(target, 0);
            }
            let k = globals.iter().position(|&v| v == target);
            if k.is_none_or(|k| keep.globals[k]) {
                kept.push(e);
            }
        }
    }
    if !kept.is_empty() {
        let elem = LLVMGetElementType(LLVMTypeOf(init));
        let array = LLVMConstArray2(elem, kept.as_mut_ptr(), kept.len() as u64);
        let name = std::ffi::CString::new(name_of(g)).unwrap_or_default();
        let section = LLVMGetSection(g);
        let section = (!section.is_null()).then(|| std::ffi::CStr::from_ptr(section).to_owned());
        // The old list gives up its name, then goes.
        LLVMSetValueName2(g, c"".as_ptr(), 0);
        let fresh = LLVMAddGlobal(LLVMGetGlobalParent(g), LLVMTypeOf(array), name.as_ptr());
        LLVMSetInitializer(fresh, array);
        LLVMSetLinkage(fresh, LLVMLinkage::LLVMAppendingLinkage);
        if let Some(s) = section {
            LLVMSetSection(fresh, s.as_ptr());
        }
    }
    LLVMDeleteGlobal(g);
}

/// The parts' PTX as one file, laid out as the whole module's would be:
/// the header once, then every part's declarations (variables,
/// `.extern`s, prototypes; in part order), then the function definitions
/// in the module's order of functions (`plan`'s; a part's renamed copy
/// next to the original), call sequences numbered in file order.
pub fn join_ptx(plan: &Plan, parts: &[String]) -> String {
    // A function's PTX name (`NVPTXAssignValidGlobalNames`: what is not a
    // letter, digit, `_` or `$` becomes `_$_`) → its place in the module.
    let ptx_name = |name: &str| -> String {
        let mut out = String::with_capacity(name.len());
        for c in name.chars() {
            if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
                out.push(c);
            } else {
                out.push_str("_$_");
            }
        }
        out
    };
    let mut order: HashMap<String, usize> = HashMap::new();
    for (k, name) in plan.function_names.iter().enumerate() {
        order.insert(ptx_name(name), k);
    }
    for (p, keep) in plan.parts.iter().enumerate() {
        for &k in &keep.renamed {
            let name = format!("{}.part{p}", plan.function_names[k as usize]);
            order.insert(ptx_name(&name), k as usize);
        }
    }
    let mut header = String::new();
    let mut declarations = String::new();
    let mut definitions: Vec<(usize, usize, String)> = Vec::new();
    for (p, ptx) in parts.iter().enumerate() {
        let (head, body) = split_header(ptx);
        if p == 0 {
            header.push_str(head);
        }
        let lines: Vec<&str> = body.split_inclusive('\n').collect();
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            if line.trim_start().starts_with("// .globl") {
                // Written again before its definition, below.
                i += 1;
                continue;
            }
            if let Some(end) = definition_end(&lines, i) {
                let name = defined_name(line);
                let key = order.get(&name).copied().unwrap_or(usize::MAX);
                let mut text = String::new();
                if line.starts_with(".visible") {
                    text.push_str(&format!("\t// .globl\t{name}\n"));
                }
                for l in &lines[i..=end] {
                    text.push_str(l);
                }
                definitions.push((key, definitions.len(), text));
                i = end + 1;
                continue;
            }
            declarations.push_str(line);
            i += 1;
        }
    }
    definitions.sort_by_key(|&(key, seq, _)| (key, seq));
    let mut out = header;
    // Blank lines between a part's declarations collapse to one.
    let mut last_blank = false;
    for l in declarations.split_inclusive('\n') {
        let blank = l.trim().is_empty();
        if !(blank && last_blank) {
            out.push_str(l);
        }
        last_blank = blank;
    }
    if !last_blank {
        out.push('\n');
    }
    for (_, _, text) in &definitions {
        out.push_str(text);
    }
    renumber_call_sequences(&out)
}

/// (the header up to and including `.address_size` and the blank line
/// after it, the rest).
fn split_header(ptx: &str) -> (&str, &str) {
    let Some(at) = ptx.find(".address_size") else {
        return ("", ptx);
    };
    let mut end = at + ptx[at..].find('\n').map_or(ptx.len() - at, |e| e + 1);
    if ptx[end..].starts_with('\n') {
        end += 1;
    }
    ptx.split_at(end)
}

/// When `lines[i]` starts a function definition (not a prototype), the
/// index of its closing `}` line.
fn definition_end(lines: &[&str], i: usize) -> Option<usize> {
    let l = lines[i];
    let starts = [
        ".visible .entry ",
        ".visible .func ",
        ".entry ",
        ".func ",
        ".weak .func ",
        ".weak .entry ",
    ];
    if !starts.iter().any(|s| l.starts_with(s)) {
        return None;
    }
    // A prototype ends with `;` before any `{`.
    let mut k = i + 1;
    while k < lines.len() {
        let t = lines[k].trim_end();
        if t == "{" {
            break;
        }
        if t == ";" || (t.ends_with(';') && !t.starts_with('\t')) {
            return None;
        }
        k += 1;
    }
    // The body ends at the first `}` line outside inline assembly: the
    // user's PTX may have lines of its own that are a lone `}` (the
    // toolkit's `__float_to_tf32` writes `{ .reg …; cvt…; mov…; }` over
    // several lines).
    // NVPTX's own nested blocks (`\t{ .reg …; }`) are indented; the
    // function's closing brace is not.
    let mut in_asm = false;
    for (e, line) in lines.iter().enumerate().skip(k) {
        match line.trim() {
            "// begin inline asm" => in_asm = true,
            "// end inline asm" => in_asm = false,
            _ if !in_asm && line.trim_end() == "}" => return Some(e),
            _ => {}
        }
    }
    None
}

/// The name a definition's first line declares (`.visible .entry k(`,
/// `.func  (.param .b32 func_retval0) f(`).
fn defined_name(line: &str) -> String {
    let l = line.trim_end();
    let l = l.strip_suffix('(').unwrap_or(l);
    let token = l.rsplit([' ', '\t']).next().unwrap_or("");
    token.split('(').next().unwrap_or("").to_string()
}

/// NVPTX numbers call sequences (`{ // callseq N, 0`, `prototype_N`) from
/// one counter for the whole process, so parts compiled on concurrent
/// threads get numbers in whatever order the threads ran: renumbered here
/// in order of appearance, as one module in a fresh process numbers them.
fn renumber_call_sequences(ptx: &str) -> String {
    let mut map: HashMap<u64, u64> = HashMap::new();
    let mut out = String::with_capacity(ptx.len());
    let mut rest = ptx;
    loop {
        let hit = ["callseq ", "prototype_"]
            .iter()
            .filter_map(|m| rest.find(m).map(|at| (at, m.len())))
            .min();
        let Some((at, len)) = hit else {
            out.push_str(rest);
            break;
        };
        let digits_from = at + len;
        let digits = rest[digits_from..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        out.push_str(&rest[..digits_from]);
        if let Ok(n) = rest[digits_from..digits_from + digits].parse::<u64>() {
            let next = map.len() as u64;
            out.push_str(&map.entry(n).or_insert(next).to_string());
        }
        rest = &rest[digits_from + digits..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_parts_keep_the_module_order_and_number_calls_in_order() {
        let plan = Plan {
            parts: vec![],
            global_names: vec![],
            function_names: vec!["k0".into(), "f".into(), "k1".into()],
        };
        let head = "//\n.version 7.1\n.target sm_80\n.address_size 64\n\n";
        let a = format!("{head}\t// .globl\tk0\n.global .u32 g;\n\n.visible .entry k0()\n{{\n\t{{ // callseq 7, 0\n\t}} // callseq 7\n}}\n\t// .globl\tk1\n.visible .entry k1()\n{{\n}}\n");
        let b = format!("{head}.func  (.param .b32 func_retval0) f\n(\n)\n;\n\n.func  (.param .b32 func_retval0) f(\n)\n{{\n\t{{ // callseq 3, 0\n\tprototype_3 : .callprototype ()_ ();\n\t}} // callseq 3\n}}\n");
        let joined = join_ptx(&plan, &[a, b]);
        assert_eq!(joined.matches(".version").count(), 1);
        let at = |s: &str| joined.find(s).unwrap_or_else(|| panic!("{s} in {joined}"));
        // Declarations first, then k0, f, k1 as the module lists them.
        assert!(at(".global .u32 g;") < at(".visible .entry k0()"));
        assert!(at(") f\n(\n)\n;") < at(".visible .entry k0()"));
        assert!(at(".visible .entry k0()") < at(") f(\n"));
        assert!(at(") f(\n") < at(".visible .entry k1()"));
        assert!(at("// .globl\tk1\n.visible .entry k1()") > 0);
        assert!(joined.contains("callseq 0, 0") && joined.contains("} // callseq 0"));
        assert!(joined.contains("callseq 1, 0") && joined.contains("prototype_1 :"));
    }

    /// A lone `}` line of inline assembly does not end the function: the
    /// whole body, asm included, stays one definition.
    #[test]
    fn inline_asm_braces_stay_inside_the_definition() {
        let plan = Plan {
            parts: vec![],
            global_names: vec![],
            function_names: vec!["k".into()],
        };
        let head = "//\n.version 7.1\n.target sm_80\n.address_size 64\n\n";
        let a = format!("{head}\t// .globl\tk\n.visible .entry k()\n{{\n\t{{\n\t.reg .b32 %temp;\n\t}}\n\t// begin inline asm\n\t{{\n  .reg .b32 t;\n   mov.b32 t, 1;\n}}\n\n\t// end inline asm\n\tret;\n}}\n");
        let joined = join_ptx(&plan, &[a]);
        let entry = joined.find(".visible .entry k()").expect("the kernel");
        assert!(
            joined.find("mov.b32 t, 1;").is_some_and(|at| at > entry),
            "{joined}"
        );
        assert!(
            joined.find("\tret;").is_some_and(|at| at > entry),
            "{joined}"
        );
    }
}
