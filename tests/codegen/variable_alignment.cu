// An alignment asked for on a variable is its alignment (nvcc's and
// clang's): `__shared__ __align__(16) unsigned char smem[N]` read back as
// `float4`s must be 16-byte aligned, or the vector loads fault with a
// misaligned address at run time. Before, every such variable kept its
// type's alignment (1 for `char` arrays). `alignas(T)` with a type is
// `alignas(alignof(T))` (CUB's `alignas(T) char storage[sizeof(T)]`).
// ARGS: --emit=ptx -arch=sm_80
// CHECK: .global .align 16 .b8 g[3];
// CHECK: .extern .shared .align 16 .b8 dyn[];
// CHECK: .local .align 16 .b8 	__local_depot0[
// CHECK: .shared .align 16 .b8 _ZZ3runP6float4iE4smem[64];
// CHECK: .shared .align 32 .b8 _ZZ3runP6float4iE2s2[64];
// CHECK: .shared .align 16 .b8 _ZZ3runP6float4iE2pe[32];
// CHECK: ld.shared.v4.f32
// CHECK-NOT: .align 1 .b8 _ZZ3runP6float4iE
__device__ alignas(16) char g[3];

template <class T> struct PoorExpected {
    alignas(T) char storage[sizeof(T)];
    int error;
};

__global__ void run(float4 *out, int k) {
    __shared__ __align__(16) unsigned char smem[64];
    __shared__ alignas(32) char s2[64];
    extern __shared__ __align__(16) char dyn[];
    __shared__ PoorExpected<double2> pe;
    alignas(16) char local[32];
    for (int i = 0; i < 32; ++i)
        local[i] = (char)(i * k);
    smem[threadIdx.x] = threadIdx.x;
    s2[threadIdx.x] = 1;
    pe.storage[threadIdx.x % 16] = 2;
    dyn[threadIdx.x] = g[threadIdx.x % 3] + pe.storage[k & 15];
    __syncthreads();
    out[0] = reinterpret_cast<float4 *>(smem)[threadIdx.x % 4];
    out[1] = reinterpret_cast<float4 *>(s2)[threadIdx.x % 4];
    out[2] = reinterpret_cast<float4 *>(dyn)[threadIdx.x % 4];
    out[3] = reinterpret_cast<float4 *>(local)[k & 1];
}
