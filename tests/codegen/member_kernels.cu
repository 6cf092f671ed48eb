// A static member function can be a kernel, defined in the class or out
// of it: an external entry point with the class in its name.
// ARGS: --emit=llvm-ir
struct Ops {
    __global__ static void fill(int *p) { p[threadIdx.x] = 1; }
    __global__ static void scale(float *p, float s);
};
__global__ void Ops::scale(float *p, float s) { p[threadIdx.x] *= s; }
// CHECK: define void @_ZN3Ops4fillEPi(
// CHECK: define void @_ZN3Ops5scaleEPff(
// CHECK: !{ptr @_ZN3Ops4fillEPi, !"kernel", i32 1}
// CHECK: !{ptr @_ZN3Ops5scaleEPff, !"kernel", i32 1}
