// `extern __shared__ T x[]` is the dynamic shared memory: an external
// zero-length array in the shared space, one symbol however many
// kernels declare it, aligned for the most aligned element type any of
// them uses (a kernel template's `extern __shared__ T buf[]`).
// ARGS: --emit=llvm-ir
__global__ void a(float *out) {
    extern __shared__ float dyn[];
    dyn[threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = dyn[31 - threadIdx.x];
}
__global__ void b(float *out) {
    extern __shared__ float dyn[];
    out[0] = dyn[1];
}
template <class T> __global__ void typed(T *out) {
    extern __shared__ T buf[];
    buf[threadIdx.x] = out[threadIdx.x];
    out[threadIdx.x] = buf[0];
}
template __global__ void typed<float>(float *);
template __global__ void typed<double>(double *);
// CHECK: @dyn = external local_unnamed_addr addrspace(3) global [0 x float], align 4
// CHECK: @buf = external local_unnamed_addr addrspace(3) global [0 x float], align 8
// CHECK-NOT: @dyn.
// CHECK: define void @_Z1aPf(
// CHECK: addrspace(3) @dyn
// Accesses carry the element's alignment (an array of unknown bound has
// no layout of its own; read as align 1 they became byte loads in PTX).
// CHECK: store float %0, ptr %arrayidx4, align 4
// CHECK: load float, ptr %arrayidx7, align 4
// CHECK-NOT: align 1
// CHECK: define void @_Z1bPf(
// CHECK: addrspace(3) @dyn
// CHECK-NOT: align 1
// CHECK: ret void
