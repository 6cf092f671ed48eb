//! Scopes: what a name means at a point of the program.
//!
//! Two kinds. Declaration contexts (the global namespace, named, inline and
//! anonymous namespaces) form a tree that lives for the whole translation
//! unit, so a namespace can be reopened and named from anywhere
//! (`ns::f`). Block scopes (a function's parameters and compound
//! statements) form a stack that exists only while a body is checked.
//!
//! Unqualified lookup searches the blocks innermost first, then the
//! current context and its parents. At each level it also searches the
//! namespaces that level nominates: its inline and anonymous children and
//! the targets of its `using namespace` directives (followed transitively).
//! A block's directive counts at the nearest namespace enclosing both the
//! block and its target, as [namespace.udir]p2 says.
//! A level's own declaration hides nominated ones, except that overload
//! sets found at one level merge (`using namespace` makes a namespace's
//! functions overload the enclosing namespace's).
//!
//! Qualified names go through `lookup.rs`. Entering a class body or a member
//! function sets the blocks aside (`Scopes::enter`, used by
//! `Sema::in_context`), so member lookup never sees the enclosing function. A
//! class scope also searches its bases' scopes (`DeclCtx::bases`), for every
//! name but constructors, destructors and `operator=`. Every record, enum and
//! function knows its enclosing path (`types::PathSeg`), which mangling
//! (`N…E` with prefix substitutions, `St`, `_GLOBAL__N_1`) and diagnostics
//! (`ns::S`) read.

use crate::ir::{FuncId, GlobalId, LocalId};
use crate::source::Span;
use crate::types::{PathSeg, TypeId};
use std::collections::HashMap;

#[derive(Clone, Debug)]
pub enum Symbol {
    Local(LocalId),
    Global(GlobalId),
    /// An overload set (one entry for a non-overloaded function).
    Funcs(Vec<FuncId>),
    /// A typedef name, or a record/enum name (C++ puts them in the ordinary
    /// namespace).
    Type(TypeId),
    /// An enumerator with its value and enum type.
    Enumerator(i128, TypeId),
    /// A namespace (or namespace alias).
    Namespace(CtxId),
    /// A non-static data member: the class and the field's index.
    Field(TypeId, u32),
    /// A class or alias template (function templates are `Funcs`
    /// members: their patterns).
    Template(super::template::TemplateId),
    /// A template parameter pack bound to its elements (`Ts`).
    Pack(Vec<crate::types::TArg>),
    /// A function parameter pack: one local per element (`xs`).
    LocalPack(Vec<LocalId>),
    /// A value template parameter bound to a dependent value (an alias
    /// template's pattern resolved in a template's signature).
    DepValue(crate::types::DepExpr),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CtxId(pub u32);
crate::ir::entity::entity_impl!(CtxId);

/// The global namespace.
pub const GLOBAL: CtxId = CtxId(0);

/// A namespace: its declarations and what it nominates for lookup.
pub struct DeclCtx {
    pub parent: Option<CtxId>,
    /// The class this context is the scope of (`None`: a namespace).
    pub class: Option<TypeId>,
    /// The enclosing namespaces from the outermost, this one included
    /// (empty for the global namespace).
    pub path: Vec<PathSeg>,
    /// The parameters of one template instantiation, between the
    /// template's context and what it declares (same path as its parent).
    pub template_params: bool,
    /// Those parameters are bound to a specialisation's arguments (an
    /// explicit specialisation binds none): what this context declares
    /// is a templated entity, whose members are instantiated on use.
    pub binds_args: bool,
    names: HashMap<String, (Symbol, Span)>,
    /// `struct S` / `enum E` tags (C-style elaborated lookups).
    tags: HashMap<String, TypeId>,
    /// Inline and anonymous children and `using namespace` targets.
    nominated: Vec<CtxId>,
    /// A class scope's direct base classes' scopes, searched in order when
    /// the class itself does not declare a name.
    bases: Vec<CtxId>,
    /// Those of `bases` that depend on template parameters in the
    /// template the class is a specialisation of: unqualified lookup
    /// never searches them ([temp.dep]p3), qualified lookup does.
    dependent_bases: Vec<CtxId>,
    /// Those of `bases` that are virtual bases.
    virtual_bases: Vec<CtxId>,
    /// A virtual base is among the bases, direct or indirect: lookup
    /// then applies dominance ([class.member.lookup]p6).
    virtual_below: bool,
    /// Named child namespaces (a second `namespace a {` reopens the first).
    children: HashMap<String, CtxId>,
    anon: Option<CtxId>,
}

impl DeclCtx {
    fn new(parent: Option<CtxId>, path: Vec<PathSeg>) -> DeclCtx {
        DeclCtx {
            parent,
            class: None,
            path,
            template_params: false,
            binds_args: false,
            names: HashMap::new(),
            tags: HashMap::new(),
            nominated: Vec::new(),
            bases: Vec::new(),
            dependent_bases: Vec::new(),
            virtual_bases: Vec::new(),
            virtual_below: false,
            children: HashMap::new(),
            anon: None,
        }
    }
}

#[derive(Clone, Default)]
pub struct Block {
    names: HashMap<String, (Symbol, Span)>,
    tags: HashMap<String, TypeId>,
    /// `using namespace` directives in this block.
    nominated: Vec<CtxId>,
}

/// What `Scopes::enter` set aside.
pub struct Saved {
    cur: CtxId,
    blocks: Vec<Block>,
}

pub struct Scopes {
    ctxs: crate::ir::PrimaryMap<CtxId, DeclCtx>,
    cur: CtxId,
    blocks: Vec<Block>,
}

impl Scopes {
    pub fn new() -> Scopes {
        let mut ctxs = crate::ir::PrimaryMap::new();
        let global = ctxs.push(DeclCtx::new(None, Vec::new()));
        debug_assert_eq!(global, GLOBAL);
        Scopes {
            ctxs,
            cur: GLOBAL,
            blocks: Vec::new(),
        }
    }

    // ------------------------------------------------------------ blocks

    pub fn push(&mut self) {
        self.blocks.push(Block::default());
    }

    pub fn pop(&mut self) {
        self.blocks.pop();
    }

    /// The open blocks, copied (a generic lambda's body sees its
    /// enclosing function's blocks as they were where it is written).
    pub fn blocks(&self) -> Vec<Block> {
        self.blocks.clone()
    }

    /// Replaces the open blocks, returning those set aside.
    pub fn swap_blocks(&mut self, blocks: Vec<Block>) -> Vec<Block> {
        std::mem::replace(&mut self.blocks, blocks)
    }

    /// How many blocks are open.
    pub fn depth(&self) -> usize {
        self.blocks.len()
    }

    /// `name` declared directly in blocks `lo..hi`, innermost first.
    pub fn lookup_blocks(&self, name: &str, lo: usize, hi: usize) -> Option<&Symbol> {
        let hi = hi.min(self.blocks.len());
        self.blocks[lo.min(hi)..hi]
            .iter()
            .rev()
            .find_map(|b| b.names.get(name).map(|(s, _)| s))
    }

    /// Whether lookup is inside a function body.
    pub fn in_block(&self) -> bool {
        !self.blocks.is_empty()
    }

    // ---------------------------------------------------------- contexts

    /// The namespace declarations are currently added to.
    pub fn current(&self) -> CtxId {
        self.cur
    }

    pub fn ctx(&self, id: CtxId) -> &DeclCtx {
        &self.ctxs[id]
    }

    /// Makes `id` the current namespace and returns the previous one.
    pub fn set_current(&mut self, id: CtxId) -> CtxId {
        std::mem::replace(&mut self.cur, id)
    }

    /// The child namespace `name` of the current one (`None`: the
    /// anonymous one), created on first use; an inline one is nominated
    /// by its parent, as is the anonymous one.
    pub fn open_namespace(&mut self, name: Option<(&str, Span)>, inline: bool) -> CtxId {
        let span = name.map(|n| n.1);
        let name = name.map(|n| n.0);
        let parent = self.cur;
        let existing = match name {
            Some(n) => self.ctx(parent).children.get(n).copied(),
            None => self.ctx(parent).anon,
        };
        if let Some(id) = existing {
            return id;
        }
        let mut path = self.ctx(parent).path.clone();
        path.push(match name {
            Some(n) => PathSeg::Namespace(n.to_string()),
            None => PathSeg::AnonNamespace,
        });
        let id = self.ctxs.push(DeclCtx::new(Some(parent), path));
        let p = &mut self.ctxs[parent];
        match name {
            Some(n) => {
                p.children.insert(n.to_string(), id);
            }
            None => p.anon = Some(id),
        }
        if inline || name.is_none() {
            p.nominated.push(id);
        }
        if let (Some(n), Some(span)) = (name, span) {
            p.names.insert(n.to_string(), (Symbol::Namespace(id), span));
        }
        id
    }

    /// A class's scope (its members), inside the current context;
    /// `scope` is where the class is declared (a function body for a
    /// local class, which the current context does not say).
    pub fn open_class(&mut self, t: TypeId, scope: &[PathSeg]) -> CtxId {
        // A local class sees what its enclosing blocks declare, though its
        // members are checked outside the function.
        let local = self.in_block() && scope.iter().any(|s| matches!(s, PathSeg::Local(_)));
        let parent = if local {
            self.open_block_names()
        } else {
            self.cur
        };
        let mut path = scope.to_vec();
        path.push(PathSeg::Record(t));
        let mut c = DeclCtx::new(Some(parent), path);
        c.class = Some(t);
        self.ctxs.push(c)
    }

    /// A context holding what the enclosing blocks declare, but their
    /// automatic variables (a member function has no access to them):
    /// typedefs, tags, enumerators, static locals, functions and `using
    /// namespace` directives, inner blocks' over outer ones'. It is the
    /// parent of a local class's scope ([basic.scope.block]: the class's
    /// members see `using result_type = …;` of the function declaring it,
    /// as Thrust's `get_value` has its local class use), and has its
    /// function's path.
    fn open_block_names(&mut self) -> CtxId {
        let parent = self.cur;
        let path = self.ctx(parent).path.clone();
        let mut c = DeclCtx::new(Some(parent), path);
        c.template_params = true;
        for b in &self.blocks {
            for (n, (sym, span)) in &b.names {
                if !matches!(
                    sym,
                    Symbol::Local(_) | Symbol::LocalPack(_) | Symbol::Field(..)
                ) {
                    c.names.insert(n.clone(), (sym.clone(), *span));
                }
            }
            for (n, t) in &b.tags {
                c.tags.insert(n.clone(), *t);
            }
            c.nominated.extend(b.nominated.iter().copied());
        }
        self.ctxs.push(c)
    }

    /// A context holding template parameters, inside `parent`.
    pub fn open_params(&mut self, parent: CtxId) -> CtxId {
        let path = self.ctx(parent).path.clone();
        let mut c = DeclCtx::new(Some(parent), path);
        c.template_params = true;
        self.ctxs.push(c)
    }

    /// A context holding template parameters whose names are looked up
    /// in `parent` but whose declarations belong to `path`: a hidden
    /// friend's, which sees its class's members as a member function does
    /// ([basic.lookup.unqual]p9) and is a function of the namespace.
    pub fn open_params_in_path(&mut self, parent: CtxId, path: Vec<PathSeg>) -> CtxId {
        let mut c = DeclCtx::new(Some(parent), path);
        c.template_params = true;
        self.ctxs.push(c)
    }

    /// Declares `name` directly in context `ctx`.
    pub fn insert_in(&mut self, ctx: CtxId, name: &str, sym: Symbol, span: Span) {
        self.ctxs[ctx].names.insert(name.to_string(), (sym, span));
    }

    /// Adds function `id` to the overload set `name` has in context `ctx`
    /// (which must not give `name` another meaning).
    pub fn add_func_in(&mut self, ctx: CtxId, name: &str, id: FuncId, span: Span) {
        let names = &mut self.ctxs[ctx].names;
        match names.get_mut(name) {
            Some((Symbol::Funcs(v), _)) => {
                if !v.contains(&id) {
                    v.push(id)
                }
            }
            Some(_) => {}
            None => {
                names.insert(name.to_string(), (Symbol::Funcs(vec![id]), span));
            }
        }
    }

    /// Whether `ctx` is inside a template specialisation (some enclosing
    /// context binds template arguments): a class declared there is a
    /// templated entity ([temp.pre]p8).
    pub fn is_templated(&self, mut ctx: CtxId) -> bool {
        loop {
            let c = self.ctx(ctx);
            if c.binds_args {
                return true;
            }
            match c.parent {
                Some(p) => ctx = p,
                None => return false,
            }
        }
    }

    /// How many template parameter contexts binding arguments enclose
    /// `ctx` (it included): the depth a template declared there has.
    pub fn template_depth(&self, mut ctx: CtxId) -> u32 {
        let mut depth = 0;
        loop {
            let c = self.ctx(ctx);
            depth += u32::from(c.template_params && c.binds_args);
            match c.parent {
                Some(p) => ctx = p,
                None => return depth,
            }
        }
    }

    /// Marks parameter context `ctx` as binding a specialisation's
    /// arguments.
    pub fn mark_binds_args(&mut self, ctx: CtxId) {
        self.ctxs[ctx].binds_args = true;
    }

    /// The nearest context at or above `ctx` that is not a template
    /// parameter context (where a friend or a nested name is declared).
    pub fn non_param(&self, mut ctx: CtxId) -> CtxId {
        while self.ctx(ctx).template_params {
            match self.ctx(ctx).parent {
                Some(p) => ctx = p,
                None => break,
            }
        }
        ctx
    }

    /// Continue in context `ctx` with no block scopes (a class body, a
    /// member function, an out-of-line definition): the blocks being
    /// checked are set aside until `leave`.
    pub fn enter(&mut self, ctx: CtxId) -> Saved {
        Saved {
            cur: std::mem::replace(&mut self.cur, ctx),
            blocks: std::mem::take(&mut self.blocks),
        }
    }

    pub fn leave(&mut self, saved: Saved) {
        self.cur = saved.cur;
        self.blocks = saved.blocks;
    }

    /// The namespace a declaration path names, up to its first class
    /// (the innermost enclosing namespace of a type declared there).
    pub fn namespace_of(&self, path: &[PathSeg]) -> CtxId {
        let mut cur = GLOBAL;
        for seg in path {
            let next = match seg {
                PathSeg::Namespace(n) => self.ctx(cur).children.get(n).copied(),
                PathSeg::AnonNamespace => self.ctx(cur).anon,
                // The enclosing function's namespace is not recorded in
                // the path: a local class's associated namespace is the
                // global one here.
                PathSeg::Record(_) | PathSeg::Local(_) => None,
            };
            match next {
                Some(n) => cur = n,
                None => break,
            }
        }
        cur
    }

    /// Every function a context declares.
    pub fn ctx_funcs(&self, ctx: CtxId) -> Vec<FuncId> {
        let mut out = Vec::new();
        for (sym, _) in self.ctx(ctx).names.values() {
            if let Symbol::Funcs(fs) = sym {
                out.extend(fs.iter().copied());
            }
        }
        out.sort();
        out
    }

    /// `using namespace target;` at the current point.
    pub fn using_directive(&mut self, target: CtxId) {
        let list = match self.blocks.last_mut() {
            Some(b) => &mut b.nominated,
            None => &mut self.ctxs[self.cur].nominated,
        };
        if !list.contains(&target) {
            list.push(target);
        }
    }

    // ------------------------------------------------------------ lookup

    /// Unqualified lookup. When the name denotes functions at the level
    /// it is first found, the result is the overload set merged over the
    /// namespaces that level nominates.
    pub fn lookup(&self, name: &str) -> Option<Symbol> {
        if let Some(s) = self.lookup_blocks(name, 0, usize::MAX) {
            return Some(s.clone());
        }
        let mut pending = self.block_nominations();
        let mut c = Some(self.cur);
        while let Some(id) = c {
            let now = self.nominations_at(id, &mut pending);
            let found = self
                .lookup_in_unqualified(id, name)
                .or_else(|| self.search_nominated(&now, name));
            if let Some(s) = found {
                let Symbol::Funcs(mut all) = s.clone() else {
                    return Some(s.clone());
                };
                for n in self.closure(id).into_iter().chain(self.closure_of(&now)) {
                    if let Some((Symbol::Funcs(fs), _)) = self.ctx(n).names.get(name) {
                        for f in fs {
                            if !all.contains(f) {
                                all.push(*f);
                            }
                        }
                    }
                }
                return Some(Symbol::Funcs(all));
            }
            c = self.ctx(id).parent;
        }
        None
    }

    /// `name` before `::` in a qualified name: lookup that considers only
    /// namespaces, types and templates ([basic.lookup.qual]p1), so a
    /// variable or function of that name in an inner scope is passed
    /// over (`flag_type *dir` as a parameter, then `dir::x` naming the
    /// enumeration `dir`).
    pub fn lookup_qualifier(&self, name: &str) -> Option<Symbol> {
        let usable = |s: &Symbol| {
            matches!(
                s,
                Symbol::Type(_) | Symbol::Namespace(_) | Symbol::Template(_) | Symbol::Pack(_)
            )
        };
        for b in self.blocks.iter().rev() {
            if let Some((s, _)) = b.names.get(name) {
                if usable(s) {
                    return Some(s.clone());
                }
            }
        }
        let mut pending = self.block_nominations();
        let mut c = Some(self.cur);
        while let Some(id) = c {
            let now = self.nominations_at(id, &mut pending);
            let found = self
                .lookup_in(id, name)
                .filter(|s| usable(s))
                .or_else(|| self.search_nominated(&now, name).filter(|s| usable(s)));
            if let Some(s) = found {
                return Some(s.clone());
            }
            c = self.ctx(id).parent;
        }
        None
    }

    /// The namespaces the open blocks' `using namespace` directives
    /// nominate.
    fn block_nominations(&self) -> Vec<CtxId> {
        self.blocks
            .iter()
            .flat_map(|b| b.nominated.iter().copied())
            .collect()
    }

    /// Those of the block nominations `pending` whose names unqualified
    /// lookup sees at context `id`, taken out of `pending`: a directive's
    /// names appear as if declared in the nearest enclosing namespace
    /// that contains both it and the nominated namespace
    /// ([namespace.udir]p2). So `using namespace cute;` in a function
    /// template does not hide its template parameter `TiledCopy` with
    /// `cute::TiledCopy`, nor a local of an enclosing block.
    fn nominations_at(&self, id: CtxId, pending: &mut Vec<CtxId>) -> Vec<CtxId> {
        let c = self.ctx(id);
        if pending.is_empty() || c.class.is_some() || c.template_params {
            return Vec::new();
        }
        let (now, later): (Vec<CtxId>, Vec<CtxId>) =
            pending.iter().partition(|&&n| self.encloses(id, n));
        *pending = later;
        now
    }

    /// Whether context `outer` is `inner` or one of its parents.
    fn encloses(&self, outer: CtxId, inner: CtxId) -> bool {
        let mut c = Some(inner);
        while let Some(id) = c {
            if id == outer {
                return true;
            }
            c = self.ctx(id).parent;
        }
        false
    }

    /// What `name` already denotes where a declaration here adds it, for
    /// telling a redeclaration from a new entity. At namespace or class
    /// scope that is the scope's own declaration, or one of its inline
    /// namespaces' ([namespace.def]p7), never an outer scope's:
    /// `int abs(int)` in `cuda::std` is a function beside `::abs`, not a
    /// redeclaration of it. A block-scope declaration names its enclosing
    /// namespace's entity, which ordinary lookup finds.
    pub fn redeclaration_target(&self, name: &str) -> Option<Symbol> {
        if self.in_block() {
            return self.lookup(name);
        }
        let mut ctx = self.cur;
        loop {
            let c = self.ctx(ctx);
            if let Some((s, _)) = c.names.get(name) {
                return Some(s.clone());
            }
            let inline = c
                .nominated
                .iter()
                .filter(|n| c.children.values().any(|k| k == *n))
                .find_map(|&n| self.ctx(n).names.get(name));
            if let Some((s, _)) = inline {
                return Some(s.clone());
            }
            // Template parameter contexts sit between a template and what
            // it declares: the declaration belongs to the scope above.
            match c.parent {
                Some(p) if c.template_params => ctx = p,
                _ => return None,
            }
        }
    }

    /// Qualified lookup `ns::name`: the namespace's own declaration, else
    /// what the namespaces it nominates declare.
    pub fn lookup_in(&self, ns: CtxId, name: &str) -> Option<&Symbol> {
        if let Some((s, _)) = self.ctx(ns).names.get(name) {
            return Some(s);
        }
        if let Some(s) = self.search_nominated(&self.ctx(ns).nominated, name) {
            return Some(s);
        }
        if !inherited(name) {
            return None;
        }
        if self.ctx(ns).virtual_below {
            return self.found_in_bases(ns, name).first().map(|&(_, s)| s);
        }
        self.ctx(ns)
            .bases
            .iter()
            .find_map(|&b| self.lookup_in(b, name))
    }

    /// `lookup_in` that also says which scope declares what it finds.
    fn lookup_declaring(&self, ns: CtxId, name: &str) -> Option<(CtxId, &Symbol)> {
        if let Some((s, _)) = self.ctx(ns).names.get(name) {
            return Some((ns, s));
        }
        if let Some(s) = self.search_nominated(&self.ctx(ns).nominated, name) {
            return Some((ns, s));
        }
        if !inherited(name) {
            return None;
        }
        if self.ctx(ns).virtual_below {
            return self.found_in_bases(ns, name).first().copied();
        }
        self.ctx(ns)
            .bases
            .iter()
            .find_map(|&b| self.lookup_declaring(b, name))
    }

    /// What each base of class scope `ns` finds for `name`, with the
    /// scope declaring it, less what another finding dominates: a member
    /// of a virtual base is hidden by one of a class derived from it
    /// ([class.member.lookup]p6: `L::f` over `V::f` in `D : L, R` with
    /// `L, R : virtual V`).
    fn found_in_bases(&self, ns: CtxId, name: &str) -> Vec<(CtxId, &Symbol)> {
        let mut found: Vec<(CtxId, &Symbol)> = Vec::new();
        for &b in &self.ctx(ns).bases {
            if let Some(f) = self.lookup_declaring(b, name) {
                if !found.iter().any(|&(c, s)| c == f.0 && same_symbol(s, f.1)) {
                    found.push(f);
                }
            }
        }
        let dominated: Vec<bool> = found
            .iter()
            .map(|&(c1, _)| {
                found
                    .iter()
                    .any(|&(c2, _)| c2 != c1 && self.reaches_virtually(c2, c1, false, 0))
            })
            .collect();
        found
            .into_iter()
            .zip(dominated)
            .filter(|(_, d)| !d)
            .map(|(f, _)| f)
            .collect()
    }

    /// Whether class scope `to` is a base of `from` along a path that
    /// takes a virtual base (`through`: one was taken already).
    fn reaches_virtually(&self, from: CtxId, to: CtxId, through: bool, depth: u32) -> bool {
        if from == to {
            return through;
        }
        if depth > 64 {
            return false;
        }
        let c = self.ctx(from);
        c.bases.iter().any(|&b| {
            let virt = through || c.virtual_bases.contains(&b);
            self.reaches_virtually(b, to, virt, depth + 1)
        })
    }

    /// `lookup_in` as unqualified lookup searches a scope: a class's
    /// dependent bases left out.
    fn lookup_in_unqualified(&self, ns: CtxId, name: &str) -> Option<&Symbol> {
        let c = self.ctx(ns);
        if c.dependent_bases.is_empty() {
            return self.lookup_in(ns, name);
        }
        if let Some((s, _)) = c.names.get(name) {
            return Some(s);
        }
        if let Some(s) = self.search_nominated(&c.nominated, name) {
            return Some(s);
        }
        if !inherited(name) {
            return None;
        }
        c.bases
            .iter()
            .filter(|b| !c.dependent_bases.contains(b))
            .find_map(|&b| self.lookup_in(b, name))
    }

    /// Marks base scopes `deps` of class scope `ctx` as dependent
    /// (`dependent_bases`).
    pub fn set_dependent_bases(&mut self, ctx: CtxId, deps: Vec<CtxId>) {
        self.ctxs[ctx].dependent_bases = deps;
    }

    /// Whether `name`, looked up from the current scope, names a
    /// template parameter bound to an argument (in a specialisation being
    /// instantiated).
    pub fn names_bound_param(&self, name: &str) -> bool {
        if self.blocks.iter().any(|b| b.names.contains_key(name)) {
            return false;
        }
        let mut c = Some(self.cur);
        while let Some(id) = c {
            let ctx = self.ctx(id);
            if ctx.names.contains_key(name) {
                return ctx.template_params && ctx.binds_args;
            }
            c = ctx.parent;
        }
        false
    }

    /// The distinct meanings `name` has in the bases of class scope `ctx`
    /// (more than one: the lookup is ambiguous).
    pub fn base_meanings(&self, ctx: CtxId, name: &str) -> Vec<Symbol> {
        let mut out: Vec<Symbol> = Vec::new();
        if !inherited(name) || self.ctx(ctx).names.contains_key(name) {
            return out;
        }
        if self.ctx(ctx).virtual_below {
            for (_, s) in self.found_in_bases(ctx, name) {
                if !out.iter().any(|o| same_symbol(o, s)) {
                    out.push(s.clone());
                }
            }
            return out;
        }
        for &b in &self.ctx(ctx).bases {
            if let Some(s) = self.lookup_in(b, name) {
                if !out.iter().any(|o| same_symbol(o, s)) {
                    out.push(s.clone());
                }
            }
        }
        out
    }

    /// Sets the base class scopes of class scope `ctx`.
    pub fn set_bases(&mut self, ctx: CtxId, bases: Vec<CtxId>) {
        self.ctxs[ctx].bases = bases;
    }

    /// Marks base scopes `virt` of class scope `ctx` as virtual bases.
    pub fn set_virtual_bases(&mut self, ctx: CtxId, virt: Vec<CtxId>) {
        let below = !virt.is_empty()
            || self.ctxs[ctx]
                .bases
                .iter()
                .any(|&b| self.ctxs[b].virtual_below);
        self.ctxs[ctx].virtual_bases = virt;
        self.ctxs[ctx].virtual_below = below;
    }

    /// Whether class scope `ctx` declares `name` itself.
    pub fn declares(&self, ctx: CtxId, name: &str) -> bool {
        self.ctx(ctx).names.contains_key(name)
    }

    /// Namespaces reachable from `ns` through nominations, `ns` first.
    fn closure(&self, ns: CtxId) -> Vec<CtxId> {
        self.closure_of(&[ns])
    }

    /// `list` and every namespace reachable from it through nominations
    /// (transitively), breadth first.
    fn closure_of(&self, list: &[CtxId]) -> Vec<CtxId> {
        let mut seen: Vec<CtxId> = Vec::new();
        for &n in list {
            if !seen.contains(&n) {
                seen.push(n);
            }
        }
        let mut i = 0;
        while i < seen.len() {
            for &n in &self.ctx(seen[i]).nominated {
                if !seen.contains(&n) {
                    seen.push(n);
                }
            }
            i += 1;
        }
        seen
    }

    /// The first declaration of `name` in the namespaces `list`
    /// nominates, transitively.
    fn search_nominated(&self, list: &[CtxId], name: &str) -> Option<&Symbol> {
        self.closure_of(list)
            .into_iter()
            .find_map(|n| self.ctx(n).names.get(name).map(|(s, _)| s))
    }

    /// The symbol and its declaration span in the innermost scope only.
    pub fn lookup_here(&self, name: &str) -> Option<&(Symbol, Span)> {
        match self.blocks.last() {
            Some(b) => b.names.get(name),
            None => self.ctx(self.cur).names.get(name),
        }
    }

    pub fn insert(&mut self, name: &str, sym: Symbol, span: Span) {
        self.names_here().insert(name.to_string(), (sym, span));
    }

    fn names_here(&mut self) -> &mut HashMap<String, (Symbol, Span)> {
        match self.blocks.last_mut() {
            Some(b) => &mut b.names,
            None => &mut self.ctxs[self.cur].names,
        }
    }

    /// Add a function to the overload set of `name` in the current scope.
    pub fn add_func(&mut self, name: &str, id: FuncId, span: Span) {
        let names = self.names_here();
        match names.get_mut(name) {
            Some((Symbol::Funcs(v), _)) => {
                if !v.contains(&id) {
                    v.push(id)
                }
            }
            _ => {
                names.insert(name.to_string(), (Symbol::Funcs(vec![id]), span));
            }
        }
    }

    pub fn lookup_tag(&self, name: &str) -> Option<TypeId> {
        for b in self.blocks.iter().rev() {
            if let Some(t) = b.tags.get(name) {
                return Some(*t);
            }
        }
        let mut c = Some(self.cur);
        while let Some(id) = c {
            for n in self.closure(id) {
                if let Some(t) = self.ctx(n).tags.get(name) {
                    return Some(*t);
                }
            }
            c = self.ctx(id).parent;
        }
        None
    }

    pub fn tag_here(&self, name: &str) -> Option<TypeId> {
        match self.blocks.last() {
            Some(b) => b.tags.get(name).copied(),
            None => self.ctx(self.cur).tags.get(name).copied(),
        }
    }

    pub fn insert_tag(&mut self, name: &str, t: TypeId) {
        match self.blocks.last_mut() {
            Some(b) => b.tags.insert(name.to_string(), t),
            None => self.ctxs[self.cur].tags.insert(name.to_string(), t),
        };
    }
}

/// Whether a derived class finds `name` in its bases: constructors,
/// destructors and copy assignment are never inherited this way (each
/// class has its own, implicit if not declared).
fn inherited(name: &str) -> bool {
    name != "<init>" && name != "operator=" && !name.starts_with('~')
}

/// Whether two lookup results denote the same entity.
fn same_symbol(a: &Symbol, b: &Symbol) -> bool {
    match (a, b) {
        (Symbol::Field(t, i), Symbol::Field(u, j)) => t == u && i == j,
        (Symbol::Funcs(f), Symbol::Funcs(g)) => f == g,
        (Symbol::Type(t), Symbol::Type(u)) => t == u,
        (Symbol::Global(g), Symbol::Global(h)) => g == h,
        (Symbol::Enumerator(v, t), Symbol::Enumerator(w, u)) => v == w && t == u,
        (Symbol::Template(t), Symbol::Template(u)) => t == u,
        _ => false,
    }
}
