// ARGS: --emit=nvvm-ir -O0
// The LLVM 7 dialect spells pointers with their C++ pointees, from the
// type graph: struct fields (self-referential too), parameters, globals,
// arrays of pointers and stack slots; a loaded field needs no cast.
struct Node {
  int v;
  Node *next;
  const float *data;
};

__device__ Node *head;
__device__ float *slots[4];

__global__ void walk(Node *n, float *out) {
  float s = 0;
  while (n) {
    s += n->data[0] + n->v;
    n = n->next;
  }
  slots[threadIdx.x & 3] = out;
  out[threadIdx.x] = s;
}

// CHECK: %struct.Node = type { i32, %struct.Node*, float* }
// CHECK: @head = addrspace(1) externally_initialized global %struct.Node* null, align 8
// CHECK: @slots = addrspace(1) externally_initialized global [4 x float*] zeroinitializer, align 8
// CHECK: define void @_Z4walkP4NodePf(%struct.Node* %n, float* %out)
// CHECK: alloca %struct.Node*, align 8
// CHECK: store %struct.Node* %n, %struct.Node**
// CHECK: getelementptr inbounds %struct.Node, %struct.Node*
// CHECK: load float*, float**
// CHECK: load %struct.Node*, %struct.Node**
// CHECK: addrspacecast ([4 x float*] addrspace(1)* @slots to [4 x float*]*)
// CHECK: !nvvmir.version
