//! Lexical scopes: what a name means at a point of the program.

use super::program::{FuncId, GlobalId, LocalId};
use crate::source::Span;
use crate::types::TypeId;
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
}

#[derive(Default)]
struct Scope {
    names: HashMap<String, (Symbol, Span)>,
    /// `struct S` / `enum E` tags (C-style elaborated lookups).
    tags: HashMap<String, TypeId>,
}

pub struct Scopes {
    stack: Vec<Scope>,
}

impl Scopes {
    pub fn new() -> Scopes {
        Scopes {
            stack: vec![Scope::default()],
        }
    }

    pub fn push(&mut self) {
        self.stack.push(Scope::default());
    }

    pub fn pop(&mut self) {
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    pub fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.stack
            .iter()
            .rev()
            .find_map(|s| s.names.get(name).map(|(sym, _)| sym))
    }

    /// The symbol and its declaration span in the innermost scope only.
    pub fn lookup_here(&self, name: &str) -> Option<&(Symbol, Span)> {
        self.stack.last().and_then(|s| s.names.get(name))
    }

    pub fn insert(&mut self, name: &str, sym: Symbol, span: Span) {
        if let Some(s) = self.stack.last_mut() {
            s.names.insert(name.to_string(), (sym, span));
        }
    }

    /// Add a function to the overload set of `name` in the current scope.
    pub fn add_func(&mut self, name: &str, id: FuncId, span: Span) {
        if let Some(s) = self.stack.last_mut() {
            match s.names.get_mut(name) {
                Some((Symbol::Funcs(v), _)) => {
                    if !v.contains(&id) {
                        v.push(id)
                    }
                }
                _ => {
                    s.names
                        .insert(name.to_string(), (Symbol::Funcs(vec![id]), span));
                }
            }
        }
    }

    pub fn lookup_tag(&self, name: &str) -> Option<TypeId> {
        self.stack
            .iter()
            .rev()
            .find_map(|s| s.tags.get(name).copied())
    }

    pub fn tag_here(&self, name: &str) -> Option<TypeId> {
        self.stack.last().and_then(|s| s.tags.get(name).copied())
    }

    pub fn insert_tag(&mut self, name: &str, t: TypeId) {
        if let Some(s) = self.stack.last_mut() {
            s.tags.insert(name.to_string(), t);
        }
    }
}
