// A PTX special register written with one '%' in an asm statement that
// has operands (`mov.u64 %0, %globaltimer;`, cuda-samples'
// cudaGraphPerfScaling): GCC's syntax wants `%%globaltimer`, but nvcc takes
// the single '%' and passes the name on as written, and so does cudac
// (before: "invalid '%' in inline asm string").
// ARGS: -ptx -arch=sm_80
__global__ void stamp(unsigned long long *out) {
    unsigned long long t;
    unsigned lane, smid;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
    asm volatile("mov.u32 %0, %laneid;" : "=r"(lane));
    asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
    out[threadIdx.x] = t + lane + smid;
}
// CHECK: .entry _Z5stampPy(
// CHECK: , %globaltimer;
// CHECK: , %laneid;
// CHECK: , %smid;
