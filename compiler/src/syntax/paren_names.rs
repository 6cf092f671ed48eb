//! Parenthesised names: casts or not.
//!
//! C++ cannot be parsed without knowing which names are types, and
//! tree-sitter does not know; it guesses, both ways. With `a` a value,
//! `(a) + b`, `(a) * b`, `(a) & b`, `(t) && u` can come out as casts of
//! `+b`, `*b`, `&b`, `&(&u)` to a type `a` — binding the rest of the
//! expression wrongly too (`(a) + (b) * c` becomes `((a)+(b)) * c`).
//! `(f((a & b))) & (c)` comes out as a cast of `&(c)` to the function type
//! `f((a&b))`, which is never a cast anyone writes (Csmith does write the
//! call). These shapes are everywhere macro arguments are parenthesised
//! (`#define IDX(i, j, n) ((i) * (n) + (j))`). With `T` a type, `(T)-x`
//! and `(T)*p` can come out as a subtraction or multiplication whose left
//! operand is `(T)`.
//!
//! The lowering (`Lower::lower_spine`) repairs both where they occur: a
//! tree of binary operators that holds a suspicious operand is flattened to
//! its operands and operators, each misread cast becomes `a op x`, each
//! misread operand `(T) op x` becomes the cast `(T)(op x)`, and the
//! sequence is grouped again by C++'s precedence. Which names are types is
//! what the translation unit declares (`Declared`, collected once, only
//! when a suspicious shape is met outside cudac's own headers); a name
//! declared both ways, or not at all, keeps tree-sitter's reading, so a
//! wrong guess is an error in sema, never a silently different program.

use super::field_id;
use super::FieldExt;
use super::{kids, named_kids};
use std::collections::HashSet;
use tree_sitter::Node;

/// The names a translation unit declares, by kind.
pub(crate) struct Declared {
    types: HashSet<String>,
    values: HashSet<String>,
    /// Names of function templates (members or not).
    function_templates: HashSet<String>,
    /// Names of variable templates.
    variable_templates: HashSet<String>,
}

impl Declared {
    /// Every name declared in the trees rooted at `roots` (the chunks of
    /// one text; one walk each).
    pub(crate) fn collect(text: &str, roots: &[Node]) -> Declared {
        let mut d = Declared {
            types: HashSet::new(),
            values: HashSet::new(),
            function_templates: HashSet::new(),
            variable_templates: HashSet::new(),
        };
        let name = |n: Node| text.get(n.byte_range()).unwrap_or("").to_string();
        for &root in roots {
            let mut cursor = root.walk();
            'walk: loop {
                let n = cursor.node();
                d.note(text, n, &name);
                if cursor.goto_first_child() {
                    continue;
                }
                while !cursor.goto_next_sibling() {
                    if !cursor.goto_parent() {
                        break 'walk;
                    }
                }
            }
        }
        d
    }

    /// The names any of `parts` declares: `collect` over several roots is
    /// the union of `collect` over each.
    pub(crate) fn union(parts: Vec<Declared>) -> Declared {
        let mut all = Declared {
            types: HashSet::new(),
            values: HashSet::new(),
            function_templates: HashSet::new(),
            variable_templates: HashSet::new(),
        };
        for d in parts {
            all.types.extend(d.types);
            all.values.extend(d.values);
            all.function_templates.extend(d.function_templates);
            all.variable_templates.extend(d.variable_templates);
        }
        all
    }

    /// What node `n` declares, if anything.
    fn note(&mut self, text: &str, n: Node, name: &dyn Fn(Node) -> String) {
        match n.kind() {
            "template_declaration" => {
                for k in named_kids(n) {
                    if let Some(f) = function_name(k) {
                        self.function_templates
                            .insert(last_name(text, f).to_string());
                    }
                    // `template <class T> constexpr T pi_v = T(3.14);`
                    if let Some(v) = variable_template_name(k) {
                        self.variable_templates
                            .insert(last_name(text, v).to_string());
                    }
                }
            }
            "class_specifier" | "struct_specifier" | "union_specifier" | "enum_specifier" => {
                if let Some(t) = n.field("name") {
                    self.types.insert(last_name(text, t).to_string());
                }
            }
            "type_definition" => {
                let mut c = n.walk();
                for decl in n.children_by_field_id(
                    field_id("declarator").expect("a C++ grammar field"),
                    &mut c,
                ) {
                    if let Some(t) = innermost(decl) {
                        self.types.insert(name(t));
                    }
                }
                return;
            }
            "alias_declaration" => {
                if let Some(t) = n.field("name") {
                    self.types.insert(name(t));
                }
            }
            "type_parameter_declaration"
            | "variadic_type_parameter_declaration"
            | "optional_type_parameter_declaration"
            | "template_template_parameter_declaration" => {
                for k in kids(n) {
                    if k.kind() == "type_identifier" {
                        self.types.insert(name(k));
                    }
                }
            }
            // `using ns::X;` may bring a type: never change how X reads.
            "using_declaration" => {
                if let Some(k) = kids(n).into_iter().rev().find(|k| k.is_named()) {
                    self.types.insert(last_name(text, k).to_string());
                }
            }
            "enumerator" => {
                if let Some(v) = n.field("name") {
                    self.values.insert(name(v));
                }
            }
            _ => {}
        }
        // Variables, parameters, members and functions: a declarator that
        // is a plain identifier.
        let mut c = n.walk();
        for decl in
            n.children_by_field_id(field_id("declarator").expect("a C++ grammar field"), &mut c)
        {
            // `auto const& o`, `T *p`: the name under references and
            // pointers is a variable's too (CuTe's generic lambdas compare
            // such parameters: `o < order`).
            let mut decl = decl;
            while matches!(decl.kind(), "reference_declarator" | "pointer_declarator") {
                match named_kids(decl).into_iter().last() {
                    Some(inner) => decl = inner,
                    None => break,
                }
            }
            if matches!(decl.kind(), "identifier" | "field_identifier")
                && !declares_constructor(text, n, decl)
            {
                self.values.insert(name(decl));
            }
        }
    }

    /// Whether some function or variable template of the unit is named
    /// `name` (a `<` after it may open template arguments).
    pub(crate) fn is_template(&self, name: &str) -> bool {
        self.function_templates.contains(name) || self.variable_templates.contains(name)
    }

    /// Whether some function template of the unit is named `name`.
    pub(crate) fn is_function_template(&self, name: &str) -> bool {
        self.function_templates.contains(name)
    }

    pub(crate) fn only_value(&self, name: &str) -> bool {
        self.values.contains(name) && !self.types.contains(name)
    }

    pub(crate) fn only_type(&self, name: &str) -> bool {
        self.types.contains(name) && !self.values.contains(name)
    }
}

/// Whether function declarator `f` naming `decl` is a constructor of the
/// class it is declared in (`struct T { T(); };`): the class's name, which
/// stays a type (`T (*grid)[2] = …` is still a declaration).
fn declares_constructor(text: &str, f: Node, decl: Node) -> bool {
    if f.kind() != "function_declarator" {
        return false;
    }
    let name = text.get(decl.byte_range()).unwrap_or("");
    let mut up = f.parent();
    while let Some(p) = up {
        if matches!(
            p.kind(),
            "class_specifier" | "struct_specifier" | "union_specifier"
        ) {
            return p.field("name").is_some_and(|t| last_name(text, t) == name);
        }
        up = p.parent();
    }
    false
}

/// The last identifier of a possibly qualified or templated name.
fn last_name<'t>(text: &'t str, n: Node) -> &'t str {
    let mut n = n;
    while matches!(
        n.kind(),
        "qualified_identifier" | "template_type" | "template_function"
    ) {
        match n.field("name") {
            Some(x) => n = x,
            None => break,
        }
    }
    text.get(n.byte_range()).unwrap_or("")
}

/// The name a (pointer, array, function…) declarator declares.
fn innermost(mut n: Node) -> Option<Node> {
    for _ in 0..256 {
        if matches!(n.kind(), "type_identifier" | "identifier") {
            return Some(n);
        }
        n = n
            .field("declarator")
            .or_else(|| kids(n).into_iter().find(|k| k.is_named()))?;
    }
    None
}

/// The lone `type_identifier` a cast converts to (`(a) …`), if that is
/// all its type is.
pub(crate) fn lone_cast_type(cast: Node) -> Option<Node> {
    if cast.kind() != "cast_expression" {
        return None;
    }
    let ty = cast.field("type")?;
    let mut named = kids(ty).into_iter().filter(|k| k.is_named());
    match (named.next(), named.next()) {
        (Some(t), None) if t.kind() == "type_identifier" => Some(t),
        _ => None,
    }
}

/// The type of a cast to a function type (`(f(x)) …`, `(f((a & b))) …`)
/// or an array type (`(a[i]) …`), which no program can mean — neither is
/// ever a cast's target — so it is a parenthesised call or element read
/// misread: the type's name node, and the type descriptor, whose text
/// from the name on is the expression.
pub(crate) fn function_cast_type(cast: Node) -> Option<(Node, Node)> {
    if cast.kind() != "cast_expression" {
        return None;
    }
    let ty = cast.field("type")?;
    let name = ty.field("type")?;
    // `(numeric_limits<short>::max()) + 1`: a qualified name too.
    let named = matches!(name.kind(), "type_identifier" | "qualified_identifier");
    if !named || kids(ty).iter().filter(|k| k.is_named()).count() != 2 {
        return None;
    }
    let mut d = ty.field("declarator")?;
    if d.kind() == "abstract_parenthesized_declarator" {
        let inner: Vec<Node> = kids(d).into_iter().filter(|k| k.is_named()).collect();
        d = match inner.as_slice() {
            [only] => *only,
            _ => return None,
        };
    }
    let plain_function = d.kind() == "abstract_function_declarator"
        && d.field("declarator").is_none()
        && d.field("parameters").is_some();
    (plain_function || is_array_of_name(d)).then_some((name, ty))
}

/// An abstract array declarator of sized arrays only (`[i]`, `[i][j]`):
/// a cast to an array type, which no program can mean either, is an
/// element read misread (`(src[i]) + x`: the cast of `+x` to "array of
/// `src`").
fn is_array_of_name(d: Node) -> bool {
    let mut d = d;
    loop {
        if d.kind() != "abstract_array_declarator" || d.field("size").is_none() {
            return false;
        }
        match d.field("declarator") {
            None => return true,
            Some(inner) => d = inner,
        }
    }
}

/// The lone identifier of a parenthesised expression (`(a)`).
pub(crate) fn lone_paren_name(n: Node) -> Option<Node> {
    if n.kind() != "parenthesized_expression" || n.named_child_count() != 1 {
        return None;
    }
    n.named_child(0).filter(|c| c.kind() == "identifier")
}

/// The operands and operators of a tree of binary operators, in source
/// order (`a * b - c` is `[a, *, b, -, c]`), iteratively.
pub(crate) fn flatten<'t>(n: Node<'t>, is_spine: &dyn Fn(Node<'t>) -> bool) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    let mut stack = vec![n];
    while let Some(x) = stack.pop() {
        if is_spine(x) {
            if let (Some(l), Some(op), Some(r)) =
                (x.field("left"), x.field("operator"), x.field("right"))
            {
                stack.push(r);
                stack.push(op);
                stack.push(l);
                continue;
            }
        }
        out.push(x);
    }
    out
}

/// The name a function definition or declaration `n` declares (through
/// pointer and reference declarators to its function declarator).
/// The name a variable template declaration (`n`, inside a
/// `template_declaration`) declares: `T pi_v = …;`'s `pi_v`.
fn variable_template_name(n: Node) -> Option<Node> {
    if n.kind() != "declaration" {
        return None;
    }
    let d = n.field("declarator")?;
    let d = match d.kind() {
        "init_declarator" => d.field("declarator")?,
        _ => d,
    };
    matches!(d.kind(), "identifier" | "qualified_identifier").then_some(d)
}

fn function_name(n: Node) -> Option<Node> {
    if !matches!(
        n.kind(),
        "function_definition" | "declaration" | "field_declaration"
    ) {
        return None;
    }
    let mut d = n.field("declarator")?;
    loop {
        match d.kind() {
            "function_declarator" => return d.field("declarator"),
            "pointer_declarator" | "reference_declarator" => {
                d = d
                    .field("declarator")
                    .or_else(|| named_kids(d).into_iter().last())?;
            }
            _ => return None,
        }
    }
}
