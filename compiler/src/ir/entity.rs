//! Typed entity ids and the maps they index, in the style of cranelift's
//! `entity` crate: a `FuncId` indexes only a map of functions, so an id
//! of one kind can never be used to index a table of another, and no
//! code outside this file turns an id into a raw `usize` to index a `Vec`.
//!
//! Invariant: a `PrimaryMap` only grows; the id `push` returns stays valid
//! for the map's lifetime.

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A dense `u32` id of one kind of entity.
pub trait EntityRef: Copy + Eq {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

/// Makes a `struct Id(pub u32)` an [`EntityRef`].
macro_rules! entity_impl {
    ($id:ident) => {
        impl $crate::ir::entity::EntityRef for $id {
            fn new(index: usize) -> Self {
                debug_assert!(index <= u32::MAX as usize);
                $id(index as u32)
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
pub(crate) use entity_impl;

/// The table that owns the entities of one kind: ids are handed out by
/// `push`, in order.
#[derive(Clone, Debug)]
pub struct PrimaryMap<K, V> {
    elems: Vec<V>,
    unused: PhantomData<K>,
}

impl<K, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            unused: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `v` and returns its id.
    pub fn push(&mut self, v: V) -> K {
        let k = self.next_key();
        self.elems.push(v);
        k
    }

    /// The id the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }

    pub fn len(&self) -> usize {
        self.elems.len()
    }

    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }

    /// Whether `k` names an entity of this map.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }

    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }

    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.elems.get_mut(k.index())
    }

    /// Every id with its entity, in id order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator {
        self.elems
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }

    /// Every id, in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator {
        (0..self.elems.len()).map(K::new)
    }

    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }

    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.elems.iter_mut()
    }

    /// Forgets every entity (ids handed out before are no longer valid).
    pub fn clear(&mut self) {
        self.elems.clear()
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// Data attached to the entities of a `PrimaryMap` by a later stage
/// (codegen's slot for each local): one `V` per id, `V::default()` until
/// set.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K, V> {
    elems: Vec<V>,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// A default value for each of `len` ids.
    pub fn with_len(len: usize) -> Self {
        SecondaryMap {
            elems: vec![V::default(); len],
            unused: PhantomData,
        }
    }
}

impl<K: EntityRef, V> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for SecondaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Id(u32);
    entity_impl!(Id);

    #[test]
    fn ids_come_in_push_order_and_index_their_map() {
        let mut m: PrimaryMap<Id, &str> = PrimaryMap::new();
        assert_eq!(m.next_key(), Id(0));
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!((a, b), (Id(0), Id(1)));
        assert_eq!(m[b], "b");
        m[a] = "c";
        assert_eq!(
            m.iter().collect::<Vec<_>>(),
            vec![(Id(0), &"c"), (Id(1), &"b")]
        );
        assert!(m.is_valid(b) && !m.is_valid(Id(2)));
        assert_eq!(m.get(Id(2)), None);
    }
}
