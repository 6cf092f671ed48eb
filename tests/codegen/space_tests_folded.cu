// `__isShared`, `__isGlobal`, `__isLocal`, `__isConstant` are answered at
// compile time where the pointer's origin shows its state space, as
// nvcc's NVVM answers them (libcu++'s `cuda::barrier` and
// `cuda::memcpy_async` test their operands and keep a generic fallback
// that then goes away): a `__shared__` array, a kernel's pointer
// parameter (global memory), a local array, a `__constant__` array. A
// pointer into a parameter passed by value, or one loaded from memory,
// keeps its run-time `isspacep`.
// ARGS: -arch=sm_90 -ptx
// CHECK: .entry _Z5knownPiS_(
// CHECK-NOT: isspacep
// CHECK: st.global.u32
// CHECK: .entry _Z7unknown1PPPi(
// CHECK: isspacep.global
// CHECK: isspacep.shared
// CHECK: ret;
__constant__ int table[4];
struct P { int a[4]; };
__global__ void known(int *out, int *in) {
    __shared__ int sh[32];
    int local[4] = {1, 2, 3, 4};
    sh[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    int r = 0;
    if (__isShared(&sh[threadIdx.x])) r += 1;
    if (__isGlobal(in + 3)) r += 2;
    if (__isShared(in)) r += 100;
    if (__isLocal(&local[threadIdx.x & 3])) r += 4;
    if (__isConstant(&table[1])) r += 8;
    if (__isGlobal(&sh[0])) r += 1000;
    out[threadIdx.x] = r + local[threadIdx.x & 3] + sh[threadIdx.x ^ 1];
}
__global__ void unknown(P p, int **ptrs) {
    int *q = ptrs[threadIdx.x];
    *q = __isGlobal(&p.a[threadIdx.x & 3]) + 2 * __isShared(q);
}
