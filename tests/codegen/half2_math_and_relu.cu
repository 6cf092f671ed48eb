// The pair forms of the half and bfloat16 math functions are named as
// nvcc's (`h2exp2`, `h2sqrt`, …; cudac had them as `hexp22`, `hsqrt2`),
// and tanh, fma with ReLU and the complex multiply-add exist for both
// types (HeCBench attentionMultiHeadKVCache: `h2exp2`, `h2tanh_approx`).
// ARGS: -arch=sm_80 -ptx
// MIN-ARCH: sm_80
// CHECK: .entry _Z6halvesP7__half2PKS_(
// CHECK: ex2.approx.f32
// CHECK: tanh.approx.f32
// CHECK: .entry _Z7bhalvesP14__nv_bfloat162PKS_(
// CHECK: ex2.approx.f32
// CHECK: tanh.approx.f32
#include <cuda_fp16.h>
#include <cuda_bf16.h>

template <class H2, class H> __device__ H2 all(H2 a, H2 b, H2 c) {
    H2 r = h2exp2(a);
    r = __hadd2(r, h2exp(a));
    r = __hadd2(r, h2exp10(a));
    r = __hadd2(r, h2log(b));
    r = __hadd2(r, h2log2(b));
    r = __hadd2(r, h2log10(b));
    r = __hadd2(r, h2sqrt(b));
    r = __hadd2(r, h2rsqrt(b));
    r = __hadd2(r, h2rcp(b));
    r = __hadd2(r, h2sin(a));
    r = __hadd2(r, h2cos(a));
    r = __hadd2(r, h2trunc(a));
    r = __hadd2(r, h2floor(a));
    r = __hadd2(r, h2ceil(a));
    r = __hadd2(r, h2rint(a));
    r = __hadd2(r, h2tanh(a));
    r = __hadd2(r, h2tanh_approx(c));
    r = __hadd2(r, __hfma2_relu(a, b, c));
    r = __hadd2(r, __hcmadd(a, b, c));
    H x = __hfma_relu(a.x, b.x, c.x);
    return __hadd2(r, H2(htanh(x), htanh_approx(x)));
}

__global__ void halves(__half2 *out, const __half2 *in) {
    out[threadIdx.x] = all<__half2, __half>(in[0], in[1], in[2]);
}
__global__ void bhalves(__nv_bfloat162 *out, const __nv_bfloat162 *in) {
    out[threadIdx.x] = all<__nv_bfloat162, __nv_bfloat16>(in[0], in[1], in[2]);
}
