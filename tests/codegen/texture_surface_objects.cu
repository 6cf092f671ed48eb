// Texture and surface objects (cudaTextureObject_t, cudaSurfaceObject_t)
// without any include, as nvcc's cuda_runtime.h makes them visible: each
// fetch, read and write is the PTX instruction nvcc 13.0 writes for the
// same source (`tex.2d.v4.f32.f32`, `tex.3d.v4.u32.f32` for uchar4 with
// the coordinates padded, `tld4.b` for gather component 2, layered
// coordinates with the layer first, `suld.b.2d.v4.b8.clamp`, a cubemap
// surface as `a2d`). Before, `tex2D` was undeclared (HeCBench
// opticalFlow) and the headers said "not supported yet".
// ARGS: -arch=sm_80 -ptx
// MIN-ARCH: sm_80
// CHECK: .entry _Z8texturesyP6float4PiP6uchar4PfPb(
// CHECK: tex.2d.v4.f32.f32 {%f
// CHECK: tex.1d.v4.s32.s32
// CHECK: tex.3d.v4.u32.f32
// CHECK: tex.a2d.v4.f32.f32
// CHECK: tex.level.2d.v4.f32.f32
// CHECK: tex.grad.2d.v4.f32.f32
// CHECK: tld4.b.2d.v4.f32.f32
// CHECK: tex.cube.v4.f32.f32
// CHECK: tex.2d.v4.f32.f32 {%f
// CHECK: |__p, [
// CHECK: tex.a1d.v4.f32.f32
// CHECK: tex.acube.v4.f32.f32
// CHECK: tex.grad.3d.v4.f32.f32
// CHECK: tex.grad.1d.v4.f32.f32
// CHECK: tex.1d.v4.s32.f32
// CHECK: .entry _Z8surfacesyP6float4ii(
// CHECK: suld.b.2d.v4.b32.trap
// CHECK: suld.b.2d.v4.b8.clamp
// CHECK: suld.b.1d.b32.zero
// CHECK: suld.b.3d.v2.b16.trap
// CHECK: suld.b.a2d.b64.trap
// CHECK: sust.b.2d.v4.b32.trap
// CHECK: sust.b.2d.v4.b8.zero
// CHECK: sust.b.a1d.b32.trap
// CHECK: sust.b.a2d.v2.b16.trap
// CHECK: sust.b.a2d.b64.trap
// CHECK: suld.b.a2d.b8.trap
__global__ void textures(cudaTextureObject_t t, float4 *o, int *oi, uchar4 *ou, float *of, bool *res) {
  float x = threadIdx.x;
  o[0] = tex2D<float4>(t, x, 1.0f);
  oi[0] = tex1Dfetch<int>(t, threadIdx.x);
  ou[0] = tex3D<uchar4>(t, x, 1.0f, 2.0f);
  of[0] = tex2DLayered<float>(t, x, 0.5f, 3);
  of[1] = tex2DLod<float>(t, x, 0.5f, 1.5f);
  of[2] = tex2DGrad<float>(t, x, 0.5f, make_float2(1, 2), make_float2(3, 4));
  o[1] = tex2Dgather<float4>(t, x, 0.5f, 2);
  of[3] = texCubemap<float>(t, x, 0.5f, 0.25f);
  of[4] = tex2D<float>(t, x, 0.5f, res);
  of[5] = tex1DLayered<float>(t, x, 2);
  of[6] = texCubemapLayered<float>(t, x, 0.5f, 0.25f, 4);
  of[7] = tex3DGrad<float>(t, x, 1, 2, make_float4(1, 2, 3, 4), make_float4(5, 6, 7, 8));
  of[8] = tex1DGrad<float>(t, x, 1, 2);
  oi[1] = tex1D<short>(t, x);
}
__global__ void surfaces(cudaSurfaceObject_t s, float4 *o, int x, int y) {
  float4 v = surf2Dread<float4>(s, x * 16, y);
  uchar4 c = surf2Dread<uchar4>(s, x * 4, y, cudaBoundaryModeClamp);
  float f; surf1Dread(&f, s, x * 4, cudaBoundaryModeZero);
  short2 h = surf3Dread<short2>(s, x, y, 2);
  long long q = surf2DLayeredread<long long>(s, x, y, 3);
  surf2Dwrite(v, s, x * 16, y);
  surf2Dwrite(c, s, x * 4, y, cudaBoundaryModeZero);
  surf1DLayeredwrite(f, s, x, 2);
  surfCubemapwrite(h, s, x, y, 4);
  surfCubemapLayeredwrite(q, s, x, y, 7);
  o[0] = make_float4(c.x, f, h.y, (float)q);
  char d = surfCubemapread<char>(s, x, y, 1);
  o[1].x = d;
}
