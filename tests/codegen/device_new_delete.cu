// `new`/`delete` in device code allocate from the device heap as nvcc's
// do: `malloc` of the object's size, construction in place, and `delete`
// calling the destructor, then `free`, only for a non-null pointer. The
// pointers escape, so the calls stay (ptxas assembles them).
// ARGS: -ptx -arch=sm_80
struct Node {
    int v;
    Node *next;
    __device__ Node(int x) : v(x), next(nullptr) {}
    __device__ ~Node() { v = -1; }
};
__global__ void push(Node **head, int x) {
    Node *n = new Node(x);
    n->next = *head;
    *head = n;
}
__global__ void pop(Node **head) {
    Node *n = *head;
    *head = n->next;
    delete n;
}
__global__ void scratch(float **out, int n) { *out = new float[n]; }
// CHECK: .extern .func  (.param .b64 func_retval0) malloc
// CHECK: .extern .func free
// CHECK: .visible .entry _Z4pushPP4Nodei(
// CHECK: [param0+0], 16;
// CHECK: malloc,
// CHECK: .visible .entry _Z3popPP4Node(
// CHECK: free,
// CHECK: .visible .entry _Z7scratchPPfi(
// CHECK: malloc,
