// ARGS: -arch=sm_120a --emit=nvvm-ir
// Blackwell (sm_120a): nvcc's arch macros, and NVVM IR in the modern
// dialect (opaque pointers, typed `byval`) with the forms libNVVM's
// verifier takes: float atomic adds in PTX (`red` when the old value is
// unused), `llvm.nvvm.fabs` for fabs, `activemask` in PTX.
#if __CUDA_ARCH__ == 1200 && __CUDA_ARCH_SPECIFIC__ == 1200 && \
    __CUDA_ARCH_FAMILY_SPECIFIC__ == 1200 && defined(__CUDA_ARCH_FEAT_SM120_ALL)
#define BLACKWELL 1
#else
#define BLACKWELL 0
#endif

struct Params { float scale; int n; };

__global__ void k(Params p, float *f, double *d, float *out) {
  atomicAdd(f, p.scale);
  out[0] = atomicAdd(f + 1, 2.0f);
  atomicAdd(d, 1.0);
  d[1] = fabs(d[2]);
  out[3] = __activemask();
  out[4] = BLACKWELL;
}

// CHECK: target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
// CHECK: define void @_Z1k6ParamsPfPdS0_(ptr nocapture readonly byval(%struct.Params) align 4 %p, ptr
// CHECK: call void asm sideeffect "red.add.f32 [$0], $1;", "l,f,~{memory}"(ptr %f, float
// CHECK: call float asm sideeffect "atom.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}"(ptr
// CHECK: call void asm sideeffect "red.add.f64 [$0], $1;", "l,d,~{memory}"(ptr %d, double 1.000000e+00)
// CHECK: call double @llvm.nvvm.fabs.d(double
// CHECK: call i32 asm sideeffect "activemask.b32 $0;", "=r"()
// CHECK: store float 1.000000e+00
// CHECK: !{!"__CUDA_ARCH", i32 1200}
// CHECK-NOT: atomicrmw fadd
