// A null test on a kernel's pointer parameter compares its bits with 0,
// as nvcc's PTX does. NVPTX's address-space inference moves the parameter
// to the global space and compared it with `addrspacecast (null)`: two
// `cvta.to.global` (one of a 0 it cannot fold) and a compare of two
// registers, 20 SASS registers against nvcc's 16 for this loop.
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z4walkP4NodePf(
// CHECK-NOT: mov.u64
// CHECK: setp.eq.s64
// CHECK: , 0;
// CHECK: setp.ne.s64
// CHECK: , 0;
// CHECK: ret;
struct Node {
    int v;
    Node *next;
    const float *data;
};
__global__ void walk(Node *n, float *out) {
    float s = 0;
    while (n) {
        s += n->data[0] + n->v;
        n = n->next;
    }
    out[threadIdx.x] = s;
}
