// The toolkit's <mma.h> (nvcuda::wmma, read from the CUDA toolkit as nvcc
// reads it) over cudac's warp matrix builtins: every fragment family gives
// the PTX instruction nvcc 13.0 writes for the same source, with the state
// space nvcc gives it (`.global` for a kernel's pointer parameters,
// `.shared` for shared arrays, generic for the Ampere-only types, as
// nvcc). The f64 product rounds to nearest as nvcc's does; LLVM writes the
// `.rn` before the types (`m8n8k4.rn.f64…`), nvcc after them; and LLVM
// issues B's load before A's where nvcc keeps the source's order.
// ARGS: -I$CUDA_ROOT/include -arch=sm_80 -ptx
// MIN-ARCH: sm_80
// CHECK: .entry _Z5halfsPK6__halfS1_Pf(
// CHECK: wmma.load.b.sync.aligned.col.m16n16k16.global.f16
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.f16
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32
// CHECK: wmma.store.d.sync.aligned.row.m16n16k16.global.f32
// CHECK: .entry _Z6sharedPK6__halfPS_(
// CHECK: wmma.load.b.sync.aligned.row.m32n8k16.shared.f16
// CHECK: wmma.load.a.sync.aligned.col.m32n8k16.shared.f16
// CHECK: wmma.mma.sync.aligned.col.row.m32n8k16.f16.f16
// CHECK: wmma.store.d.sync.aligned.col.m32n8k16.global.f16
// CHECK: .entry _Z4intsPKaS0_Pi(
// CHECK: wmma.load.c.sync.aligned.col.m8n32k16.global.s32
// CHECK: wmma.mma.sync.aligned.row.col.m8n32k16.s32.s8.s8.s32.satfinite
// CHECK: .entry _Z2bfPK13__nv_bfloat16S1_Pf(
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.bf16
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32
// CHECK: .entry _Z2tfPKfS0_Pf(
// CHECK: cvt.rna.tf32.f32
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32
// CHECK: wmma.store.d.sync.aligned.row.m16n16k8.f32
// CHECK: .entry _Z3dblPKdS0_Pd(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k4.f64
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k4.rn.f64.f64.f64.f64
// CHECK: .entry _Z4bitsPKvS0_Pi(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k32.global.s4
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32
// CHECK: wmma.load.a.sync.aligned.row.m8n8k128.global.b1
// CHECK: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
// CHECK: wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
// CHECK: wmma.store.d.sync.aligned.row.m8n8k128.global.s32
#include <mma.h>
#include <cuda_bf16.h>
using namespace nvcuda;

__global__ void halfs(const half *a, const half *b, float *c) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void shared(const half *in, half *out) {
    __shared__ half sa[32 * 16], sb[16 * 8];
    for (int i = threadIdx.x; i < 32 * 16; i += 32) sa[i] = in[i];
    for (int i = threadIdx.x; i < 16 * 8; i += 32) sb[i] = in[i];
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 32, 8, 16, half> fc;
    wmma::fill_fragment(fc, __float2half(1.0f));
    wmma::load_matrix_sync(fa, sa, 32);
    wmma::load_matrix_sync(fb, sb, 8);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(out, fc, 32, wmma::mem_col_major);
}

__global__ void ints(const signed char *a, const signed char *b, int *c) {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, signed char, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, signed char, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 32, 16, int> fc;
    wmma::load_matrix_sync(fc, c, 32, wmma::mem_col_major);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(fc, fa, fb, fc, true);
    wmma::store_matrix_sync(c, fc, 32, wmma::mem_row_major);
}

__global__ void bf(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void tf(const float *a, const float *b, float *c) {
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 8);
    wmma::load_matrix_sync(fb, b, 8);
    for (int i = 0; i < fa.num_elements; i++)
        fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void dbl(const double *a, const double *b, double *c) {
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> fc;
    wmma::fill_fragment(fc, 0.0);
    wmma::load_matrix_sync(fa, a, 4);
    wmma::load_matrix_sync(fb, b, 4);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 8, wmma::mem_row_major);
}

__global__ void bits(const void *a, const void *b, int *c) {
    using namespace nvcuda::wmma::experimental;
    wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::s4, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::s4, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 8, 32, int> fc;
    wmma::fill_fragment(fc, 0);
    wmma::load_matrix_sync(fa, a, 32);
    wmma::load_matrix_sync(fb, b, 32);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(c, fc, 8, wmma::mem_row_major);
    wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> ba;
    wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> bb;
    wmma::fragment<wmma::accumulator, 8, 8, 128, int> bc;
    wmma::fill_fragment(bc, 0);
    wmma::load_matrix_sync(ba, a, 128);
    wmma::load_matrix_sync(bb, b, 128);
    wmma::bmma_sync(bc, ba, bb, bc, bmmaBitOpXOR, bmmaAccumulateOpPOPC);
    wmma::bmma_sync(bc, ba, bb, bc, bmmaBitOpAND, bmmaAccumulateOpPOPC);
    wmma::store_matrix_sync(c + 64, bc, 8, wmma::mem_row_major);
}
