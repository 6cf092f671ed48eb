// -G in LLVM IR: a full-debug compile unit without name tables, the
// functions' signatures, a variable for every parameter and named local
// (in the lexical block of its braces), device variables, and their types
// from the type graph: records with bases and bit-fields, unions, enums,
// arrays, pointers with CUDA's DWARF address class (shared: 8), and a
// self-referential record. Template instances and lambdas get
// subprograms too.
// ARGS: --emit=llvm-ir -G
enum Colour : unsigned char { Red = 1, Green = 2 };
struct Base { int id; };
struct Node : Base {
    Node *next;
    unsigned flags : 3;
    unsigned mode : 5;
    Colour colour;
};
union Bits { float f; unsigned u; };
__device__ int counter;
__constant__ float weights[4];

template <typename T> __device__ T twice(T v) { return v + v; }

__global__ void walk(Node *head, float *out) {
    __shared__ float tile[32];
    Node local = *head;
    for (int step = 0; step < 2; ++step) {
        float scale = weights[step];
        tile[threadIdx.x] = scale;
    }
    {
        Bits b;
        b.f = tile[0];
        auto add = [&](int k) { return b.u + k; };
        out[0] = twice(add(local.id)) + local.flags + counter;
    }
}
// CHECK: #dbg_declare(ptr %head
// CHECK: !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 5, DW_OP_swap, DW_OP_xderef))
// CHECK-NEXT: !DIGlobalVariable(name: "counter", linkageName: "counter"
// CHECK: !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK: expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
// CHECK-NEXT: !DIGlobalVariable(name: "weights", linkageName: "weights"
// CHECK: !DICompositeType(tag: DW_TAG_array_type,
// CHECK: !DISubrange(count: 4, lowerBound: 0)
// CHECK: expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
// CHECK-NEXT: !DIGlobalVariable(name: "tile", linkageName: "_ZZ4walkP4NodePfE4tile"
// CHECK: emissionKind: FullDebug,
// CHECK: !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
// CHECK: !DISubprogram(name: "walk", linkageName: "_Z4walkP4NodePf"
// CHECK: !DICompositeType(tag: DW_TAG_structure_type, name: "Node"
// CHECK: !DIDerivedType(tag: DW_TAG_inheritance
// CHECK: !DIDerivedType(tag: DW_TAG_member, name: "id"
// CHECK: !DIDerivedType(tag: DW_TAG_member, name: "next"
// CHECK: name: "flags", scope: !35, file: !2, baseType: !43, size: 3, offset: 128, flags: DIFlagBitField
// CHECK: name: "mode", scope: !35, file: !2, baseType: !43, size: 5, offset: 131, flags: DIFlagBitField
// CHECK: !DILocalVariable(name: "head", arg: 1
// CHECK: !DILocalVariable(name: "local", scope: !31
// CHECK: !DILocalVariable(name: "scale", scope: !53
// CHECK-NEXT: !DILexicalBlock(scope: !31
// CHECK: !DILocalVariable(name: "b", scope: !55
// CHECK-NEXT: !DILexicalBlock(scope: !31
// CHECK-NEXT: !DICompositeType(tag: DW_TAG_union_type, name: "Bits"
// CHECK: !DISubprogram(name: "operator()", linkageName: "_ZZ4walkP4NodePfENKUliE_clEi"
// CHECK: !DILocalVariable(name: "this", arg: 1, scope: !76, file: !2, line: 33, type: !79, flags: DIFlagArtificial | DIFlagObjectPointer)
// CHECK: !DISubprogram(name: "twice<unsigned int>", linkageName: "_Z5twiceIjET_S0_"
// CHECK-NOT: pubnames
