//! Metadata: named metadata (`nvvm.annotations`, `nvvmir.version`,
//! module flags) and the numbered nodes they and loop IDs refer to.
//! A node whose first operand is itself (a loop ID) is `distinct`.

use super::types::ident;
use super::Writer;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

/// `!"…"` for the bytes of a metadata string.
fn md_string(bytes: &[u8]) -> String {
    format!("!\"{}\"", super::types::escape(bytes))
}

impl Writer<'_> {
    /// `!N` for metadata node `node` (a MetadataAsValue), numbering it on
    /// first use.
    pub(super) fn md_ref(&mut self, node: LLVMValueRef) -> String {
        let n = self.md_order.len();
        let id = *self.md_ids.entry(node).or_insert(n);
        if id == n {
            self.md_order.push(node);
        }
        format!("!{id}")
    }

    /// Every named metadata of the module, numbering the nodes it names.
    pub(super) unsafe fn named_metadata(&mut self) -> Result<String, String> {
        let mut out = String::new();
        let mut nm = LLVMGetFirstNamedMetadata(self.m);
        while !nm.is_null() {
            let mut len = 0;
            let p = LLVMGetNamedMetadataName(nm, &mut len);
            let name = String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len))
                .into_owned();
            nm = LLVMGetNextNamedMetadata(nm);
            if name == "llvm.ident" {
                continue;
            }
            let cname = std::ffi::CString::new(name.clone()).map_err(|e| e.to_string())?;
            let n = LLVMGetNamedMetadataNumOperands(self.m, cname.as_ptr()) as usize;
            let mut ops = vec![std::ptr::null_mut(); n];
            LLVMGetNamedMetadataOperands(self.m, cname.as_ptr(), ops.as_mut_ptr());
            let refs: Vec<String> = ops.into_iter().map(|o| self.md_ref(o)).collect();
            out.push_str(&format!("!{} = !{{{}}}\n", ident(&name), refs.join(", ")));
        }
        Ok(out)
    }

    /// The numbered nodes (printing one can number more).
    pub(super) unsafe fn metadata_nodes(&mut self) -> Result<String, String> {
        let mut out = String::new();
        let mut k = 0;
        while k < self.md_order.len() {
            let node = self.md_order[k];
            let md = LLVMValueAsMetadata(node);
            if self.debug.is_some() && super::debug::is_specialised(md) {
                let body = self.debug_node(md)?;
                out.push_str(&format!("!{k} = {body}\n"));
                k += 1;
                continue;
            }
            let n = LLVMGetMDNodeNumOperands(node) as usize;
            let mut ops = vec![std::ptr::null_mut(); n];
            LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
            let distinct = ops.first().is_some_and(|&o| o == node);
            let mut items = Vec::with_capacity(n);
            for o in ops {
                items.push(self.md_operand(o)?);
            }
            let d = if distinct { "distinct " } else { "" };
            out.push_str(&format!("!{k} = {d}!{{{}}}\n", items.join(", ")));
            k += 1;
        }
        Ok(out)
    }

    unsafe fn md_operand(&mut self, o: LLVMValueRef) -> Result<String, String> {
        if o.is_null() {
            return Ok("null".into());
        }
        if !LLVMIsAMDString(o).is_null() {
            let mut len = 0;
            let p = LLVMGetMDString(o, &mut len);
            return Ok(md_string(std::slice::from_raw_parts(
                p as *const u8,
                len as usize,
            )));
        }
        if !LLVMIsAMDNode(o).is_null() {
            return Ok(self.md_ref(o));
        }
        let mut none = Vec::new();
        self.f = Default::default();
        self.typed(o, &mut none)
    }
}
