//! Debug information in NVVM IR (`-lineinfo`, `-G` through libNVVM): the
//! NVVM IR spec's debug support is LLVM 7's metadata, which libNVVM reads
//! in both dialects.
//!
//! LLVM's C API makes debug-info nodes but cannot read their fields back,
//! so each node is printed by LLVM's own writer (`backend/llvm_shim.cpp`,
//! one slot tracker for the module) and its `!N` references renumbered
//! into the export's numbering; the LLVM 7 dialect then rewrites the
//! fields LLVM 7 spells differently (`spFlags` → `isLocal`/`isDefinition`/
//! `isOptimized`; no `nameTableKind`). Debug records are turned into
//! `llvm.dbg.declare`/`llvm.dbg.value` calls before the export, the form
//! both dialects' parsers read.
//!
//! Invariant: every node a debug attachment, a `llvm.dbg.*` call or a
//! named metadata reaches is numbered and printed; a reference the slot
//! table does not know is an error, never a dangling `!N`.

use super::Writer;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use std::os::raw::c_char;

extern "C" {
    fn cudac_md_table_new(module: LLVMModuleRef) -> *mut std::ffi::c_void;
    fn cudac_md_table_len(table: *mut std::ffi::c_void) -> usize;
    fn cudac_md_table_node(
        table: *mut std::ffi::c_void,
        i: usize,
        slot: *mut u32,
    ) -> LLVMMetadataRef;
    fn cudac_md_print(
        table: *mut std::ffi::c_void,
        md: LLVMMetadataRef,
        len: *mut usize,
    ) -> *const c_char;
    fn cudac_md_is_tuple(md: LLVMMetadataRef) -> i32;
    fn cudac_md_wrapped_value(operand: LLVMValueRef) -> LLVMValueRef;
    fn cudac_md_table_free(table: *mut std::ffi::c_void);
}

/// LLVM's numbering of a module's metadata, for printing its debug nodes.
pub(super) struct DebugTable {
    table: *mut std::ffi::c_void,
    by_slot: HashMap<u32, LLVMMetadataRef>,
}

impl DebugTable {
    /// The table of `m` when it carries debug information (a compile
    /// unit), after turning its debug records into intrinsic calls.
    ///
    /// # Safety
    /// `m` must be a live module, not changed while the table lives.
    pub(super) unsafe fn of(m: LLVMModuleRef) -> Option<DebugTable> {
        let name = "llvm.dbg.cu";
        let cname = std::ffi::CString::new(name).ok()?;
        if LLVMGetNamedMetadataNumOperands(m, cname.as_ptr()) == 0 {
            return None;
        }
        LLVMSetIsNewDbgInfoFormat(m, 0);
        let table = cudac_md_table_new(m);
        let mut by_slot = HashMap::new();
        for i in 0..cudac_md_table_len(table) {
            let mut slot = 0;
            let md = cudac_md_table_node(table, i, &mut slot);
            by_slot.insert(slot, md);
        }
        Some(DebugTable { table, by_slot })
    }

    /// LLVM's text of `md` (without `!N = `).
    unsafe fn print(&self, md: LLVMMetadataRef) -> String {
        let mut len = 0;
        let p = cudac_md_print(self.table, md, &mut len);
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

impl Drop for DebugTable {
    fn drop(&mut self) {
        // SAFETY: made by `cudac_md_table_new`, freed once.
        unsafe { cudac_md_table_free(self.table) }
    }
}

/// Whether `md` is a specialised debug node (printed from LLVM's text)
/// rather than a tuple the export prints itself.
///
/// # Safety
/// `md` must be live metadata.
pub(super) unsafe fn is_specialised(md: LLVMMetadataRef) -> bool {
    cudac_md_is_tuple(md) == 0
}

impl Writer<'_> {
    /// `!N` in the export's numbering for metadata `md`.
    unsafe fn md_ref_of(&mut self, md: LLVMMetadataRef) -> String {
        let v = LLVMMetadataAsValue(self.ctx(), md);
        self.md_ref(v)
    }

    /// The body of specialised node `md` in this dialect, its references
    /// renumbered.
    pub(super) unsafe fn debug_node(&mut self, md: LLVMMetadataRef) -> Result<String, String> {
        let text = match &self.debug {
            Some(t) => t.print(md),
            None => return Err("a debug-info node in a module without a compile unit".into()),
        };
        let text = self.renumber(&text)?;
        Ok(match self.dialect {
            super::Dialect::Llvm7 => to_llvm7(&text),
            super::Dialect::Modern => text,
        })
    }

    /// `text` with each `!N` (outside strings) in the export's numbering.
    unsafe fn renumber(&mut self, text: &str) -> Result<String, String> {
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let (mut i, mut in_str) = (0, false);
        while i < b.len() {
            let c = b[i];
            if in_str {
                if c == b'\\' && i + 1 < b.len() {
                    out.push_str(&text[i..i + 2]);
                    i += 2;
                    continue;
                }
                in_str = c != b'"';
            } else if c == b'"' {
                in_str = true;
            } else if c == b'!' && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
                let end = (i + 1..b.len())
                    .find(|&k| !b[k].is_ascii_digit())
                    .unwrap_or(b.len());
                let slot: u32 = text[i + 1..end].parse().map_err(|_| "a metadata number")?;
                let md = self
                    .debug
                    .as_ref()
                    .and_then(|t| t.by_slot.get(&slot).copied())
                    .ok_or_else(|| format!("debug metadata !{slot} outside LLVM's numbering"))?;
                out.push_str(&self.md_ref_of(md));
                i = end;
                continue;
            }
            out.push(c as char);
            i += 1;
        }
        Ok(out)
    }

    /// `!dbg !N` for what `v` (an instruction, function or global) is
    /// attached to, or nothing. (Instructions and globals write it after
    /// a comma, function definitions after a space.)
    pub(super) unsafe fn dbg_attachment(&mut self, v: LLVMValueRef) -> String {
        if self.debug.is_none() {
            return String::new();
        }
        let md = if !LLVMIsAFunction(v).is_null() {
            llvm_sys::debuginfo::LLVMGetSubprogram(v)
        } else if !LLVMIsAInstruction(v).is_null() {
            let node = LLVMGetMetadata(v, dbg_kind());
            if node.is_null() {
                std::ptr::null_mut()
            } else {
                LLVMValueAsMetadata(node)
            }
        } else {
            global_dbg(v)
        };
        if md.is_null() {
            return String::new();
        }
        format!("!dbg {}", self.md_ref_of(md))
    }

    /// A `llvm.dbg.declare`/`llvm.dbg.value` call: `metadata` operands
    /// (the described value at its natural type, the variable, the
    /// expression inline). A location LLVM 7 cannot name (an argument
    /// list from optimisation) drops the call: only what a debugger shows
    /// of that variable there is lost, never what the code computes.
    pub(super) unsafe fn debug_call(
        &mut self,
        i: LLVMValueRef,
        name: &str,
        args: &[LLVMValueRef],
        mut pre: Vec<String>,
    ) -> Result<Vec<String>, String> {
        if args.len() != 3 {
            return Err(format!("'{name}' with {} operands", args.len()));
        }
        let value = cudac_md_wrapped_value(args[0]);
        if value.is_null() {
            return Ok(pre);
        }
        let described = self.typed(value, &mut pre)?;
        let var = self.md_ref(args[1]);
        let expr = self.debug_node(LLVMValueAsMetadata(args[2]))?;
        self.decls.insert(
            name.to_string(),
            format!("declare void @{name}(metadata, metadata, metadata)"),
        );
        pre.push(format!(
            "  call void @{name}(metadata {described}, metadata {var}, metadata {expr}){}",
            comma(&self.dbg_attachment(i))
        ));
        Ok(pre)
    }
}

/// `, ATTACHMENT` after an instruction, or nothing.
pub(super) fn comma(attachment: &str) -> String {
    if attachment.is_empty() {
        String::new()
    } else {
        format!(", {attachment}")
    }
}

/// The metadata kind `!dbg`.
fn dbg_kind() -> u32 {
    let name = "dbg";
    // SAFETY: the name with its length.
    unsafe { LLVMGetMDKindID(name.as_ptr() as *const c_char, name.len() as u32) }
}

/// A global variable's `!dbg` attachment (its `DIGlobalVariableExpression`).
unsafe fn global_dbg(g: LLVMValueRef) -> LLVMMetadataRef {
    let mut n = 0;
    let entries = LLVMGlobalCopyAllMetadata(g, &mut n);
    if entries.is_null() {
        return std::ptr::null_mut();
    }
    let mut found = std::ptr::null_mut();
    for k in 0..n as u32 {
        if LLVMValueMetadataEntriesGetKind(entries, k) == dbg_kind() {
            found = LLVMValueMetadataEntriesGetMetadata(entries, k);
        }
    }
    LLVMDisposeValueMetadataEntries(entries);
    found
}

/// LLVM 19's spelling of a debug node in LLVM 7's: a subprogram's
/// `spFlags` become the three booleans LLVM 7 had; the compile unit loses
/// `nameTableKind` (LLVM 7 writes no name tables for NVPTX anyway).
fn to_llvm7(text: &str) -> String {
    let mut fields = split_fields(text);
    if text.contains("!DISubprogram(") {
        let flags = take_field(&mut fields, "spFlags").unwrap_or_default();
        let has = |f: &str| flags.split('|').any(|x| x.trim() == f);
        fields.push(format!("isLocal: {}", has("DISPFlagLocalToUnit")));
        fields.push(format!("isDefinition: {}", has("DISPFlagDefinition")));
        fields.push(format!("isOptimized: {}", has("DISPFlagOptimized")));
    }
    if text.contains("!DICompileUnit(") {
        take_field(&mut fields, "nameTableKind");
    }
    join_fields(text, &fields)
}

/// The `field: value` list of `KIND(field: value, …)`; values may hold
/// parentheses and strings (`expr: !DIExpression(DW_OP_constu, 8)`).
fn split_fields(text: &str) -> Vec<String> {
    let (Some(open), true) = (text.find('('), text.ends_with(')')) else {
        return Vec::new();
    };
    let inner = &text[open + 1..text.len() - 1];
    let mut fields = Vec::new();
    let (mut depth, mut in_str, mut start) = (0i32, false, 0);
    let b = inner.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' if in_str => i += 1,
            b'"' => in_str = !in_str,
            b'(' | b'{' if !in_str => depth += 1,
            b')' | b'}' if !in_str => depth -= 1,
            b',' if !in_str && depth == 0 => {
                fields.push(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if !inner[start..].trim().is_empty() {
        fields.push(inner[start..].trim().to_string());
    }
    fields
}

/// Removes field `name` from `fields`, returning its value.
fn take_field(fields: &mut Vec<String>, name: &str) -> Option<String> {
    let prefix = format!("{name}: ");
    let k = fields.iter().position(|f| f.starts_with(&prefix))?;
    Some(fields.remove(k)[prefix.len()..].to_string())
}

/// `KIND(fields…)` with the head (`distinct !DISubprogram`) of `text`.
fn join_fields(text: &str, fields: &[String]) -> String {
    match text.find('(') {
        Some(open) => format!("{}({})", &text[..open], fields.join(", ")),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subprogram_flags_become_llvm7_booleans() {
        let t = "distinct !DISubprogram(name: \"f\", scope: !2, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !3)";
        assert_eq!(
            to_llvm7(t),
            "distinct !DISubprogram(name: \"f\", scope: !2, unit: !3, isLocal: true, isDefinition: true, isOptimized: false)"
        );
    }

    #[test]
    fn compile_unit_loses_name_tables_only() {
        let t = "distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"a, (b)\", emissionKind: FullDebug, nameTableKind: None)";
        assert_eq!(
            to_llvm7(t),
            "distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: \"a, (b)\", emissionKind: FullDebug)"
        );
        let e = "!DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef)";
        assert_eq!(to_llvm7(e), e);
    }
}
