// Signedness decides the instruction; the usual arithmetic conversions
// insert the right casts.
// ARGS: -O0 --emit=llvm-ir
__device__ int sdiv(int a, int b) { return a / b; }
__device__ unsigned udiv(unsigned a, unsigned b) { return a / b; }
__device__ int sshr(int a, int b) { return a >> b; }
__device__ unsigned ushr(unsigned a, int b) { return a >> b; }
__device__ long widen(int a) { return a; }
__device__ unsigned long long uwiden(unsigned a) { return a; }
__device__ float itof(int a) { return a; }
__device__ float utof(unsigned a) { return a; }
__device__ int ftoi(float f) { return (int)f; }
__device__ double fext(float f) { return f; }
__device__ bool mixed(int a, unsigned b) { return a < b; }
__device__ char narrow(int a) { return (char)a; }
__global__ void use(float *o, int *i) {
    o[0] = sdiv(i[0], i[1]) + udiv(i[0], i[1]) + sshr(i[0], 1) + ushr(i[0], 1) + widen(i[2])
        + uwiden(i[3]) + itof(i[4]) + utof(i[5]) + ftoi(o[1]) + fext(o[2]) + mixed(i[6], i[7]) + narrow(i[8]);
}
// CHECK: define internal i32 @_Z4sdivii(
// CHECK: sdiv i32
// CHECK: define internal i32 @_Z4udivjj(
// CHECK: udiv i32
// CHECK: ashr i32
// CHECK: lshr i32
// CHECK: sext i32
// CHECK: zext i32
// CHECK: sitofp i32
// CHECK: uitofp i32
// CHECK: fptosi float
// CHECK: fpext float
// CHECK: icmp ult i32
// CHECK: trunc i32
