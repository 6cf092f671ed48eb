// The LLVM 7 export spells a pointer taken out of an aggregate
// (`extractvalue`) or put into one (`insertvalue`) with its struct
// field's pointee: `Node` (a derived record, so copied member by member
// to keep a derived object's tail) holds a `Node *`, which libNVVM
// rejected as an `i8*` cast to `%struct.Node*` ("defined with type").
// The libNVVM sweep compiles it.
// ARGS: --emit=nvvm-ir -O0 -arch=sm_80
struct Base { int id; };
struct Node : Base { Node *next; char tag; };
__device__ Node make(Node *n) { Node m = *n; m.next = n; return m; }
__global__ void walk(Node *head, int *out) {
    Node local = make(head);
    out[0] = local.next->id;
}
// CHECK: %struct.Node = type { %struct.Base, %struct.Node*, i8 }
// CHECK: = extractvalue %struct.Node %
// CHECK-NOT: bitcast i8* %
// CHECK: store %struct.Node* %
