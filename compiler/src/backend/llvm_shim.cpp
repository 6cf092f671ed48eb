// What cudac needs of LLVM that LLVM's C API does not reach: two settings,
// one metadata edit and one debug-info constructor. Built by
// compiler/build.rs against LLVM 19's headers.
#include "llvm-c/DebugInfo.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"

// The target machine's floating-point contraction mode (clang sets it from
// -ffp-contract; for CUDA its default is `fast`, nvcc's -fmad=true).
//
// NVPTX reads it twice: fmul+fadd pairs are fused into fma in instruction
// selection, and plain `add.f32`/`mul.f32` are written instead of the
// `.rn` forms, which forbid ptxas from contracting what LLVM left. With
// -fmad=false the mode is `strict`: no fusion and `.rn` everywhere.
//
// Input: an `LLVMTargetMachineRef` (a `llvm::TargetMachine *`). The field
// is public in LLVM 19's TargetMachine and per machine, so concurrent
// compilations with different settings do not interfere.
extern "C" void cudac_set_fp_op_fusion(void *machine, int fast) {
    auto *tm = static_cast<llvm::TargetMachine *>(machine);
    tm->Options.AllowFPOpFusion = fast ? llvm::FPOpFusion::Fast : llvm::FPOpFusion::Strict;
}

// NVPTX's `-nvptx-short-ptr` (clang's -fcuda-short-ptr): 32-bit pointers
// for the shared, constant and local spaces. LLVM reads it only in the
// NVPTX target machine's constructor (into the machine's data layout), so
// the caller sets it, creates a machine and keeps both steps under one
// lock (src/backend/mod.rs). Returns 0 when the option is not registered
// (an LLVM without it), 1 when it was set.
extern "C" int cudac_set_nvptx_short_ptr(int on) {
    auto &options = llvm::cl::getRegisteredOptions();
    auto it = options.find("nvptx-short-ptr");
    if (it == options.end())
        return 0;
    // Registered by NVPTXTargetMachine.cpp as a `cl::opt<bool>`.
    static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(on != 0);
    return 1;
}

// Drop the `nvvm.annotations` entries whose function optimisation deleted
// (inlined everywhere, then removed): LLVM turns their first operand into
// null, which the C API cannot remove and libNVVM need not accept. The
// ABI alignment annotations are written before optimisation because
// NVPTX caches a function's annotations the first time a pass asks (the
// address-space inference does, for every function), and never rereads.
// Input: an `LLVMModuleRef`.
extern "C" void cudac_prune_dead_annotations(LLVMModuleRef module) {
    llvm::NamedMDNode *named = llvm::unwrap(module)->getNamedMetadata("nvvm.annotations");
    if (!named)
        return;
    llvm::SmallVector<llvm::MDNode *, 16> live;
    for (llvm::MDNode *node : named->operands())
        if (node->getNumOperands() == 0 || node->getOperand(0))
            live.push_back(node);
    if (live.size() == named->getNumOperands())
        return;
    named->clearOperands();
    for (llvm::MDNode *node : live)
        named->addOperand(node);
}

// The compile unit of -lineinfo and -G (src/codegen/debuginfo). The C API's
// constructor cannot say two things NVPTX needs:
// - the emission kind `DebugDirectivesOnly` (clang's
//   -gline-directives-only: `.file`/`.loc` without `.target …, debug`),
//   missing from its enum;
// - no name tables: with the default kind LLVM writes .debug_pubnames and
//   .debug_pubtypes, whose label differences ptxas refuses below PTX 7.5
//   (clang's CUDA units say `nameTableKind: None` too).
// Input: an `LLVMDIBuilderRef` (a `llvm::DIBuilder *`), a file descriptor
// it made, the producer string with its length, whether the code is
// optimised, and `full` (1: FullDebug, 0: DebugDirectivesOnly). The unit
// language is C++.
extern "C" LLVMMetadataRef cudac_create_compile_unit(LLVMDIBuilderRef builder, LLVMMetadataRef file,
                                                     const char *producer, size_t producer_len,
                                                     int optimized, int full) {
    auto *dib = reinterpret_cast<llvm::DIBuilder *>(builder);
    auto kind = full ? llvm::DICompileUnit::FullDebug : llvm::DICompileUnit::DebugDirectivesOnly;
    auto *cu = dib->createCompileUnit(
        llvm::dwarf::DW_LANG_C_plus_plus, llvm::unwrap<llvm::DIFile>(file),
        llvm::StringRef(producer, producer_len), optimized != 0, /*Flags=*/"", /*RV=*/0,
        /*SplitName=*/"", kind, /*DWOId=*/0, /*SplitDebugInlining=*/false,
        /*DebugInfoForProfiling=*/false, llvm::DICompileUnit::DebugNameTableKind::None);
    return llvm::wrap(cu);
}

// The metadata of a module as LLVM's printer numbers it, for the NVVM IR
// export of debug information (src/nvvm/export/debug.rs): LLVM's C API can
// create debug-info nodes but not read their fields back, so the export
// prints each node with LLVM's own writer and renumbers the `!N`
// references in the text. A table holds the module's slot tracker, every
// numbered node with its number, and the last printed text.
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace {
struct MdTable {
    const llvm::Module *module;
    llvm::ModuleSlotTracker tracker;
    llvm::ModuleSlotTracker::MachineMDNodeListType nodes;
    std::string text;
    MdTable(const llvm::Module *m) : module(m), tracker(m, /*ShouldInitializeAllMetadata=*/true) {}
};
} // namespace

// Input: the module (debug records already in intrinsic form, so the
// variables that only `llvm.dbg.*` calls name are numbered too).
extern "C" void *cudac_md_table_new(LLVMModuleRef module) {
    auto *m = llvm::unwrap(module);
    auto *t = new MdTable(m);
    // The tracker numbers the metadata on its first query: print one
    // node (any) to start it, then collect every numbered node.
    std::string sink;
    llvm::raw_string_ostream os(sink);
    for (const llvm::NamedMDNode &named : m->named_metadata()) {
        if (named.getNumOperands() > 0) {
            named.getOperand(0)->printAsOperand(os, t->tracker, m);
            break;
        }
    }
    t->tracker.collectMDNodes(t->nodes, 0, ~0u);
    return t;
}

extern "C" size_t cudac_md_table_len(void *table) {
    return static_cast<MdTable *>(table)->nodes.size();
}

// Entry `i`: its number (through `slot`) and node.
extern "C" LLVMMetadataRef cudac_md_table_node(void *table, size_t i, unsigned *slot) {
    auto &entry = static_cast<MdTable *>(table)->nodes[i];
    *slot = entry.first;
    return llvm::wrap(const_cast<llvm::MDNode *>(entry.second));
}

// The text of `md` as LLVM prints it in a module (`!DILocation(…)`,
// `distinct !DISubprogram(…)`, `!{!1, null}`, an expression inline),
// without its `!N = `; valid until the next call on this table.
extern "C" const char *cudac_md_print(void *table, LLVMMetadataRef md, size_t *len) {
    auto *t = static_cast<MdTable *>(table);
    t->text.clear();
    llvm::raw_string_ostream os(t->text);
    llvm::unwrap(md)->print(os, t->tracker, t->module);
    os.flush();
    // A numbered node prints as `!N = BODY`.
    size_t eq = t->text.find(" = ");
    size_t start = (!t->text.empty() && t->text[0] == '!' && eq != std::string::npos &&
                    t->text.find_first_not_of("0123456789", 1) == eq)
                       ? eq + 3
                       : 0;
    *len = t->text.size() - start;
    return t->text.data() + start;
}

// Whether `md` is a plain tuple (`!{…}`) rather than a specialised node.
extern "C" int cudac_md_is_tuple(LLVMMetadataRef md) {
    return llvm::isa<llvm::MDTuple>(llvm::unwrap(md)) ? 1 : 0;
}

extern "C" void cudac_md_table_free(void *table) {
    delete static_cast<MdTable *>(table);
}

// The value a `metadata` call operand wraps (`metadata ptr %x` of a
// `llvm.dbg.declare`), or null for anything else (a node, an argument
// list): the C API's operand getters assume one or the other.
extern "C" LLVMValueRef cudac_md_wrapped_value(LLVMValueRef operand) {
    auto *mav = llvm::dyn_cast<llvm::MetadataAsValue>(llvm::unwrap(operand));
    if (!mav)
        return nullptr;
    if (auto *vam = llvm::dyn_cast<llvm::ValueAsMetadata>(mav->getMetadata()))
        return llvm::wrap(vam->getValue());
    return nullptr;
}

// Makes named metadata `name` hold exactly `node` (a MetadataAsValue of
// an MDNode): `nvvmir.version` must have one operand, and linking
// libdevice appends its own; the C API can only append.
extern "C" void cudac_set_named_metadata(LLVMModuleRef module, const char *name, size_t len,
                                         LLVMValueRef node) {
    auto *m = llvm::unwrap(module);
    llvm::NamedMDNode *named = m->getOrInsertNamedMetadata(llvm::StringRef(name, len));
    named->clearOperands();
    auto *md = llvm::cast<llvm::MetadataAsValue>(llvm::unwrap(node))->getMetadata();
    named->addOperand(llvm::cast<llvm::MDNode>(md));
}

// Reads every function body of a lazily loaded module (the parallel back
// end loads each part's module lazily, drops the other parts' functions
// unread, then reads the rest). Returns 0 on success, 1 on a bitcode error.
extern "C" int cudac_materialize_all(LLVMModuleRef module) {
    if (llvm::Error e = llvm::unwrap(module)->materializeAll()) {
        llvm::consumeError(std::move(e));
        return 1;
    }
    return 0;
}
