// A record passed by value to a device function that is not inlined
// reaches it in registers and `.param` stores, as nvcc passes it: no
// local-memory copy in the caller (the byval pointer argument this
// replaced kept one: 64 bytes of `__local_depot` and 30 registers where
// nvcc has 14). Over-aligned records (`__align__(16)`) keep nvcc's
// `.align 16` in the function's and every call's parameter declarations,
// with -rdc (external functions, whose alignment a linked nvcc object
// relies on) and through a function pointer (`callalign`); returns too.
// ARGS: -ptx -arch=sm_80 -rdc=true
// CHECK: .func  (.param .b32 func_retval0) _Z3dot1VS_(
// CHECK: .param .align 16 .b8 _Z3dot1VS__param_0[16],
// CHECK: .param .align 16 .b8 _Z3dot1VS__param_1[16]
// CHECK: .func  (.param .align 16 .b8 func_retval0[16]) _Z5scale1Vf(
// CHECK: .param .align 16 .b8 _Z5scale1Vf_param_0[16],
// CHECK: .entry _Z4kern1VPKS_PfPFfS_S_E(
// CHECK-NOT: __local_depot
// CHECK: ld.global.v4.f32
// CHECK: .param .align 16 .b8 param0[16];
// CHECK: _Z3dot1VS_,
// CHECK: .param .align 16 .b8 retval0[16];
// CHECK: _Z5scale1Vf,
// CHECK: .callprototype (.param .b32 _) _ (.param .align 16 .b8 _[16], .param .align 16 .b8 _[16]);
// CHECK: ret;
struct __align__(16) V { float x, y, z, w; };
__device__ __noinline__ float dot(V a, V b) { return a.x * b.x + a.w * b.w; }
__device__ __noinline__ V scale(V a, float s) { return V{a.x * s, a.y * s, a.z * s, a.w * s}; }
typedef float (*Fn)(V, V);
__global__ void kern(V a, const V *vs, float *out, Fn f) {
    V b = vs[threadIdx.x];
    out[0] = dot(a, b);
    V c = scale(b, 2.0f);
    out[1] = c.y;
    out[2] = f(c, a);
}
