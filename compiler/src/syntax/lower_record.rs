//! Records and enumerations: class/struct/union bodies (fields, bit-fields,
//! members, bases, access), enumerators.

use super::lower_decl::ClassBody;
use super::FieldExt;
use super::{field_kids, kids, named_kids, Lower};
use crate::ast::*;
use tree_sitter::Node;

impl Lower<'_> {
    pub(crate) fn record(&mut self, n: Node) -> Result<RecordDef, String> {
        let kind = match n.kind() {
            "union_specifier" => RecordKind::Union,
            "class_specifier" => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        let mut attrs = Attributes::default();
        for k in kids(n) {
            match k.kind() {
                "attribute_specifier" | "attribute_declaration" => self.attributes(k, &mut attrs),
                "alignas_qualifier" | "type_qualifier" => {
                    let mut q = Quals::default();
                    let mut ce = false;
                    if k.kind() == "type_qualifier" {
                        self.qualifier(k, &mut q, &mut ce, &mut attrs);
                    } else {
                        if let Some(e) = named_kids(k).first() {
                            attrs.align = Some(self.alignas_operand(*e));
                        }
                    }
                }
                _ => {}
            }
        }
        let default_access = if kind == RecordKind::Class {
            Access::Private
        } else {
            Access::Public
        };
        let bases = match kids(n)
            .into_iter()
            .find(|k| k.kind() == "base_class_clause")
        {
            Some(b) => self.bases(b, default_access),
            None => Vec::new(),
        };
        let mut qualifier = Vec::new();
        let name = match n.field("name") {
            Some(x) if x.kind() == "type_identifier" => Some(self.ident(x)),
            Some(x) if x.kind() == "qualified_identifier" => {
                let mut path = self.qualified_name(x);
                let last = path.pop();
                qualifier = path;
                last
            }
            // `struct Vec<T*> {…}`: a partial or explicit specialisation.
            Some(x) if x.kind() == "template_type" => Some(self.template_id(x)),
            Some(_) => return Err("this class name".into()),
            None => None,
        };
        // The cap in effect where the body starts; pragmas inside it
        // apply to later records only.
        let max_field_align = self.pack.current;
        let (fields, members, friend_classes) = match n.field("body") {
            Some(b) => {
                let (f, m, c) = self.class_body(b, default_access)?;
                (Some(f), m, c)
            }
            None => (None, Vec::new(), Vec::new()),
        };
        Ok(RecordDef {
            kind,
            members,
            friend_classes,
            bases,
            name,
            qualifier,
            fields,
            align: attrs.align,
            packed: attrs.all.iter().any(|(a, _)| a == "packed"),
            max_field_align,
            is_final: kids(n).iter().any(|k| {
                k.kind() == "virtual_specifier" && matches!(self.text(*k), "final" | "__final")
            }),
            span: self.span(n),
        })
    }

    /// `: public A, virtual B`
    pub(crate) fn bases(&mut self, n: Node, default_access: Access) -> Vec<BaseSpec> {
        let mut out: Vec<BaseSpec> = Vec::new();
        let mut access = None;
        let mut is_virtual = false;
        for k in kids(n) {
            match k.kind() {
                "access_specifier" => access = Some(self.access(k)),
                "virtual" => is_virtual = true,
                "..." => {
                    if let Some(last) = out.last_mut() {
                        last.pack = true;
                    }
                }
                "," | ":" => {}
                _ if k.is_named() => {
                    let ty = self.type_spec_node(k);
                    out.push(BaseSpec {
                        ty,
                        access: access.take().unwrap_or(default_access),
                        is_virtual: std::mem::take(&mut is_virtual),
                        pack: false,
                        span: self.span(k),
                    });
                }
                _ => {}
            }
        }
        out
    }

    pub(crate) fn access(&self, n: Node) -> Access {
        match self.text(n).trim_end_matches(':').trim() {
            "private" => Access::Private,
            "protected" => Access::Protected,
            _ => Access::Public,
        }
    }

    /// The class a friend declaration's child `k` names (`X`, `X<T>`,
    /// `::ns::X`, `thrust::iterator_core_access`): friends are matched by
    /// class name, so its last component.
    fn friend_class(&mut self, k: Node) -> Option<Ident> {
        let mut name = k;
        if k.kind() == "qualified_identifier" {
            while let Some(n) = name.child_by_field_name("name") {
                name = n;
            }
        }
        match name.kind() {
            "type_identifier" => Some(self.ident(name)),
            "template_type" => Some(self.template_id(name)),
            _ => None,
        }
    }

    /// A class body: its data members, and every other member with its
    /// access.
    #[allow(clippy::type_complexity)]
    pub(crate) fn class_body(
        &mut self,
        body: Node,
        default_access: Access,
    ) -> Result<ClassBody, String> {
        let mut fields = Vec::new();
        let mut members = Vec::new();
        let mut friend_classes = Vec::new();
        let mut access = default_access;
        for f in named_kids(body) {
            let span = self.span(f);
            match f.kind() {
                "field_declaration" => {
                    self.member_declaration(f, access, &mut fields, &mut members)?
                }
                "function_definition" | "inline_method_definition" => {
                    let mut item = self.function_def(f);
                    if let Item::Function(fd) = &mut item {
                        fd.friend |= self.blanked_word(f, "friend");
                    }
                    members.push((access, item))
                }
                "declaration" => {
                    let decls = self.declaration(f);
                    let mut items = Vec::new();
                    self.push_decl_items(decls, &mut items);
                    members.extend(items.into_iter().map(|i| (access, i)));
                }
                "friend_declaration" => {
                    for k in named_kids(f) {
                        let mut items = Vec::new();
                        match k.kind() {
                            "function_definition" => items.push(self.function_def(k)),
                            "declaration" => {
                                let decls = self.declaration(k);
                                self.push_decl_items(decls, &mut items);
                            }
                            // `friend class X;` grants access only.
                            _ => friend_classes.extend(self.friend_class(k)),
                        }
                        for mut it in items {
                            if let Item::Function(fd) = &mut it {
                                fd.friend = true;
                                members.push((access, it));
                            }
                        }
                    }
                }
                "access_specifier" => access = self.access(f),
                "type_definition" => {
                    for t in self.type_definition(f) {
                        members.push((access, Item::Typedef(t)));
                    }
                }
                "alias_declaration" => {
                    members.push((access, Item::Typedef(self.alias_declaration(f))))
                }
                "static_assert_declaration" => {
                    let (cond, message) = self.static_assert(f);
                    members.push((
                        access,
                        Item::StaticAssert {
                            cond,
                            message,
                            span,
                        },
                    ));
                }
                // `template <class T> friend struct pair;`: every
                // specialisation of that class template is a friend.
                "template_declaration"
                    if named_kids(f)
                        .iter()
                        .any(|k| k.kind() == "friend_declaration") =>
                {
                    let friend = named_kids(f)
                        .into_iter()
                        .find(|k| k.kind() == "friend_declaration");
                    let class = friend.and_then(|fd| {
                        named_kids(fd)
                            .into_iter()
                            .find_map(|k| self.friend_class(k))
                    });
                    match class {
                        Some(c) => friend_classes.push(c),
                        None => {
                            let mut items = Vec::new();
                            self.item(f, &mut items);
                            members.extend(items.into_iter().map(|it| (access, it)));
                        }
                    }
                }
                "template_declaration" => {
                    let mut items = Vec::new();
                    self.item(f, &mut items);
                    // `template <class B> __device__ friend bool f(…);`
                    // with `friend` blanked (`gnu_keywords.rs`).
                    let friend = named_kids(f).into_iter().any(|k| {
                        matches!(k.kind(), "declaration" | "function_definition")
                            && self.blanked_word(k, "friend")
                    });
                    for mut it in items {
                        if let (true, Item::Template { item, .. }) = (friend, &mut it) {
                            if let Item::Function(fd) = &mut **item {
                                fd.friend = true;
                            }
                        }
                        members.push((access, it));
                    }
                }
                "preproc_call" => {
                    let is_pragma = f
                        .field("directive")
                        .is_some_and(|d| self.text(d) == "#pragma");
                    if let (true, Some(a)) = (is_pragma, f.field("argument")) {
                        let text = self.text(a).to_string();
                        let span = self.span(f);
                        self.pragma_pack(&text, span);
                        self.pragma_host_device(&text, span);
                    }
                }
                "using_declaration" => match self.using(f) {
                    Some(u) => members.push((access, Item::Using(u, span))),
                    None => return Err("this using declaration in a class".into()),
                },
                "comment" | "ERROR" => {}
                other => return Err(format!("'{other}' in a class")),
            }
        }
        Ok((fields, members, friend_classes))
    }

    /// A `field_declaration`: data members (with bit widths and default
    /// initialisers), static data members, member function declarations,
    /// or a nested type.
    pub(crate) fn member_declaration(
        &mut self,
        f: Node,
        access: Access,
        fields: &mut Vec<FieldDecl>,
        members: &mut Vec<(Access, Item)>,
    ) -> Result<(), String> {
        let span = self.span(f);
        let specs = self.specs(f);
        if let Some(err) = kids(f)
            .into_iter()
            .find(|k| super::errors::is_misread_unnamed_bitfield(*k))
        {
            // `long long : 0;` (see `reparse::misread_bitfield_width`).
            let Some(width) = self.misread_bitfield_width(f, err) else {
                return Err("unnamed bit-fields of this form".into());
            };
            fields.push(FieldDecl {
                name: None,
                ty: specs.base.clone(),
                bit_width: Some(width),
                align: specs.attrs.align.clone(),
                default: None,
                mutable: specs.mutable,
                access,
                span,
            });
            return Ok(());
        }
        // Each declarator with its bit width and default initialiser.
        let mut decls: Vec<(Node, Option<Node>, Option<Node>)> = Vec::new();
        let decl_ids: Vec<usize> = field_kids(f, "declarator").iter().map(|d| d.id()).collect();
        let default_ids: Vec<usize> = field_kids(f, "default_value")
            .iter()
            .map(|d| d.id())
            .collect();
        for k in kids(f) {
            if k.kind() == "bitfield_clause" {
                let w = named_kids(k).into_iter().next();
                match decls.last_mut() {
                    Some(last) => last.1 = w,
                    None => decls.push((k, w, None)),
                }
            } else if decl_ids.contains(&k.id()) {
                decls.push((k, None, None));
            } else if default_ids.contains(&k.id()) {
                if let Some(last) = decls.last_mut() {
                    last.2 = Some(k);
                }
            }
        }
        if decls.is_empty() {
            match &specs.base.kind {
                // `struct In { … };` / `enum E { … };` declare nested types.
                TypeExprKind::Record(r) if r.name.is_some() => {
                    members.push((access, Item::Record((**r).clone())))
                }
                TypeExprKind::Enum(e) => members.push((access, Item::Enum((**e).clone()))),
                // An anonymous struct/union member.
                _ => fields.push(FieldDecl {
                    name: None,
                    ty: specs.base.clone(),
                    bit_width: None,
                    align: specs.attrs.align.clone(),
                    default: None,
                    mutable: specs.mutable,
                    access,
                    span,
                }),
            }
            return Ok(());
        }
        let mut statics = Vec::new();
        for (d, width, default) in decls {
            let (name, ty) =
                if d.kind() == "bitfield_clause" || super::errors::is_unnamed_bitfield(d) {
                    (Ok(None), specs.base.clone())
                } else {
                    self.declarator(specs.base.clone(), Some(d))
                };
            if matches!(ty.kind, TypeExprKind::Function { .. }) {
                let Some(name) = name? else {
                    return Err("this member function declarator".into());
                };
                if let Some(mut fd) = self.function_decl(&specs, name, ty, span) {
                    // `__host__ __device__ __forceinline__ friend int
                    // operator/(int, const C&);` with `friend` blanked
                    // (`gnu_keywords.rs`): a friend, not a member.
                    fd.friend |= self.blanked_word(f, "friend");
                    // `virtual f() = 0;`: a pure virtual function.
                    let pure = kids(f).iter().any(|k| k.kind() == "pure_virtual_clause")
                        || default
                            .is_some_and(|v| v.kind() == "number_literal" && self.text(v) == "0");
                    if pure {
                        fd.special = Some(crate::ast::SpecialDef::Pure);
                    }
                    members.push((access, Item::Function(fd)));
                }
                continue;
            }
            let name = name?;
            let default = default.map(|v| self.var_init(v));
            if specs.storage == StorageClass::Static {
                let Some(name) = name else {
                    return Err("an unnamed static member".into());
                };
                statics.push(VarDecl {
                    name,
                    ty,
                    init: default,
                    storage: specs.storage,
                    attrs: specs.attrs.clone(),
                    constexpr: specs.constexpr,
                    extern_c: false,
                    span: self.span(d),
                    bindings: Vec::new(),
                });
                continue;
            }
            let bit_width = width.map(|w| self.expr(w));
            fields.push(FieldDecl {
                name,
                ty,
                bit_width,
                align: specs.attrs.align.clone(),
                default,
                mutable: specs.mutable,
                access,
                span: self.span(d),
            });
        }
        if !statics.is_empty() {
            members.push((access, Item::Vars(statics)));
        }
        Ok(())
    }

    pub(crate) fn enum_def(&mut self, n: Node) -> EnumDef {
        let scoped = kids(n)
            .iter()
            .any(|k| k.kind() == "class" || k.kind() == "struct");
        // `enum : uint32_t { … }`: no name (tree-sitter's is MISSING).
        let name = n
            .field("name")
            .filter(|x| !x.is_missing())
            .map(|x| self.ident(x));
        let underlying = n.field("base").map(|b| Box::new(self.type_spec_node(b)));
        let mut enumerators = Vec::new();
        let body = n.field("body");
        let has_body = body.is_some();
        if let Some(body) = body {
            for e in named_kids(body) {
                if e.kind() != "enumerator" {
                    continue;
                }
                let Some(nm) = e.field("name") else {
                    continue;
                };
                let value = e.field("value").map(|v| self.expr(v));
                enumerators.push((self.ident(nm), value));
            }
        }
        EnumDef {
            name,
            scoped,
            underlying,
            enumerators,
            has_body,
            span: self.span(n),
        }
    }
}
