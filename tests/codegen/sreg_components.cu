// Special variables: each component is one sreg intrinsic call named
// predef_tmp_comp; a whole blockDim builds a dim3 (predef_tmp); warpSize.
// ARGS: -O0 --emit=llvm-ir
__global__ void ids(unsigned *out) {
    out[0] = threadIdx.x;
    out[1] = threadIdx.y + threadIdx.z;
    out[2] = blockIdx.x + blockIdx.y + blockIdx.z;
    out[3] = gridDim.x * gridDim.y * gridDim.z;
    dim3 b = blockDim;
    out[4] = b.x + b.y + b.z;
    out[5] = warpSize;
}
// CHECK: define void @_Z3idsPj(ptr
// CHECK: %predef_tmp_comp = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// CHECK: i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// CHECK: i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// CHECK: i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK: %predef_tmp = insertvalue %struct.dim3 undef, i32
// CHECK: @llvm.nvvm.read.ptx.sreg.warpsize()
// CHECK: !nvvm.annotations = !{!0}
// CHECK: !nvvmir.version = !{!5}
// CHECK: !0 = !{ptr @_Z3idsPj, !"kernel", i32 1}
// CHECK: !5 = !{i32 2, i32 0}
