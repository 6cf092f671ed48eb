// Conversions between the 16-bit float types and every arithmetic type,
// as nvcc's headers allow: `static_cast<__half>(bf16)` and back through
// the explicit constructors nvcc declares (via float, rounded to nearest
// even), and `char`/`unsigned char` through the integer promotions.
// Before, "call to '__half' is ambiguous" (HeCBench conversion).
// ARGS: -arch=sm_80 -ptx
// MIN-ARCH: sm_80
// CHECK: .entry _Z2k1P6__halfPKc(
// CHECK: cvt.rn.f16.f32
// CHECK: .entry _Z2k3P6__halfPK13__nv_bfloat16(
// CHECK: cvt.rn.f16.f32
// CHECK: .entry _Z2k5P13__nv_bfloat16PK6__half(
// CHECK: cvt.f32.f16
// CHECK: cvt.rn.bf16.f32
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void k1(__half *o, const char *c) { o[0] = static_cast<__half>(c[0]); }
__global__ void k2(__half *o, const unsigned char *c) { o[0] = static_cast<__half>(c[0]); }
__global__ void k3(__half *o, const __nv_bfloat16 *c) { o[0] = static_cast<__half>(c[0]); }
__global__ void k4(char *o, const __half *c) { o[0] = static_cast<char>(c[0]); }
__global__ void k5(__nv_bfloat16 *o, const __half *c) { o[0] = static_cast<__nv_bfloat16>(c[0]); }
__global__ void k6(unsigned char *o, const __nv_bfloat16 *c) { o[0] = static_cast<unsigned char>(c[0]); }
