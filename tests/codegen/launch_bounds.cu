// __launch_bounds__ becomes maxntidx/minctasm annotations next to the
// kernel annotation; extern "C" kernels keep their plain name.
// ARGS: --emit=llvm-ir
#define THREADS 256
extern "C" __global__ void __launch_bounds__(THREADS, 2) scale(float *a, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] *= s;
}
__global__ void __launch_bounds__(128) plain(int *p) { p[threadIdx.x] = 1; }
// CHECK: define void @scale(
// CHECK: define void @_Z5plainPi(
// CHECK: !{ptr @scale, !"kernel", i32 1}
// CHECK: !{ptr @scale, !"maxntidx", i32 256}
// CHECK: !{ptr @scale, !"minctasm", i32 2}
// CHECK: !{ptr @_Z5plainPi, !"kernel", i32 1}
// CHECK: !{ptr @_Z5plainPi, !"maxntidx", i32 128}
