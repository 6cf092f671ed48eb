// Global loads and stores with PTX cache operators (__ldcg, __stwt…):
// inline PTX made from the value's type, one vector access for the vector
// types, 8-bit values in 32-bit registers (as nvcc's headers do).
// ARGS: -ptx
#include <cuda_runtime.h>

// CHECK: .entry _Z5hintsPKfPK6float4PKcPK6uchar4PK7double2PK6short2PfPS1_PcPxPKx(
// CHECK: ld.global.cg.f32
// CHECK: ld.global.ca.f32
// CHECK: ld.global.cs.f32
// CHECK: ld.global.lu.f32
// CHECK: ld.global.cv.f32
// CHECK: ld.global.cs.v4.f32 {
// CHECK: ld.global.cg.u8 %r
// CHECK: ld.global.ca.v4.u8 {%r
// CHECK: ld.global.cg.v2.f64 {%fd
// CHECK: ld.global.lu.v2.b16 {%rs
// CHECK: st.global.cg.f32 [
// CHECK: st.global.cs.v4.f32 [
// CHECK: st.global.wt.u8 [
// CHECK: ld.global.cv.b64 %rd
// CHECK: st.global.wb.b64 [
__global__ void hints(const float *a, const float4 *b, const char *c, const uchar4 *d, const double2 *e,
                      const short2 *f, float *o, float4 *o4, char *oc, long long *ol, const long long *il) {
  int i = threadIdx.x;
  float x = __ldcg(a + i) + __ldca(a + i) + __ldcs(a + i) + __ldlu(a + i) + __ldcv(a + i);
  float4 v = __ldcs(b + i);
  char ch = __ldcg(c + i);
  uchar4 u = __ldca(d + i);
  double2 dd = __ldcg(e + i);
  short2 s2 = __ldlu(f + i);
  __stcg(o + i, x + v.x + ch + u.w + (float)dd.y + s2.y);
  __stcs(o4 + i, v);
  __stwt(oc + i, ch);
  __stwb(ol + i, __ldcv(il + i));
}
