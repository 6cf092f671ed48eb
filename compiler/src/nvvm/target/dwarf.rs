//! CUDA's DWARF conventions for device debug information (`-G`): the
//! address class a pointer's or variable's memory space has, from the PTX
//! writer's guide ("CUDA-specific DWARF"), as clang's NVPTX target maps it.

use crate::types::AddrSpace;

/// The `DW_AT_address_class` of a memory space; `None` where the guide
/// defines none (generic and local memory: the debugger reads those
/// addresses as generic ones).
pub fn address_class(space: AddrSpace) -> Option<u32> {
    match space {
        AddrSpace::Global => Some(5),
        AddrSpace::Shared => Some(8),
        AddrSpace::Constant => Some(4),
        AddrSpace::Generic | AddrSpace::Local => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_classes_of_the_guide() {
        assert_eq!(address_class(AddrSpace::Global), Some(5));
        assert_eq!(address_class(AddrSpace::Shared), Some(8));
        assert_eq!(address_class(AddrSpace::Constant), Some(4));
        assert_eq!(address_class(AddrSpace::Generic), None);
        assert_eq!(address_class(AddrSpace::Local), None);
    }
}
