// Whole special variables: threadIdx and blockIdx are uint3, blockDim and
// gridDim dim3, each built from one sreg call per component
// into an insertvalue chain named predef_tmp; copies into
// locals, `auto` and `const` references and by-value arguments work.
// ARGS: -O0 --emit=llvm-ir
__device__ unsigned sum3(uint3 v) { return v.x + v.y + v.z; }
__global__ void whole(unsigned *out) {
    uint3 t = threadIdx;
    auto b = blockIdx;
    const dim3 &g = gridDim;
    out[0] = t.x + b.y + g.z + sum3(threadIdx);
}
// CHECK: define void @_Z5wholePj(
// CHECK: %0 = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: %predef_tmp = insertvalue %struct.uint3 undef, i32 %0, 0
// CHECK: @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK: @llvm.nvvm.read.ptx.sreg.tid.z()
// CHECK: store %struct.uint3 %predef_tmp3, ptr %t
// CHECK: @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: insertvalue %struct.uint3
// CHECK: @llvm.nvvm.read.ptx.sreg.nctaid.x()
// CHECK: insertvalue %struct.dim3
// CHECK: call i32 @_Z4sum35uint3(
