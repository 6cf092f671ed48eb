// A record passed by value from memory reached through a pointer
// (`sum(v[1])`) is read with the record's alignment once the call is
// inlined: one `ld.global.v4.f32`, not sixteen byte loads (what passing
// the pointer straight to the byval parameter gave, the alignment being
// unknown to LLVM's inliner). A local is passed by its own address.
// ARGS: -ptx -arch=sm_90
// CHECK: .entry _Z1kP6float4Pf(
// CHECK-NOT: ld.global.u8
// CHECK: ld.global.v4.f32
// CHECK-NOT: ld.global.u8
// CHECK: ret;
__device__ float sum(float4 v) { return v.x + v.y + v.z + v.w; }
__global__ void k(float4 *v, float *out) {
    float4 local = v[threadIdx.x];
    local.x += 1.0f;
    out[threadIdx.x] = sum(v[1]) + sum(local);
}
