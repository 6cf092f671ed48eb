// Non-type template parameters naming functions, in each spelling C++
// allows, with nvcc 13.0's kernel names (CHECKs from its PTX): a pointer
// (`float (*op)(float)`, given `sq` or `&neg`), a function type
// (`float op(float)`, adjusted to a pointer, [temp.param]/10; before: the
// launch was unresolved, an error) and a reference (`float (&op)(float)`:
// the function itself, mangled `L_Z3negfE` with no `ad`; before: cudac
// named the kernel as for a pointer, a kernel nvcc's host code would not
// find).
// ARGS: -ptx -arch=sm_80
// CHECK: .entry _Z2k1IXadL_Z2sqfEEEvPf(
// CHECK: .entry _Z2k1IXadL_Z3negfEEEvPf(
// CHECK: .entry _Z2k2IXadL_Z2sqfEEEvPf(
// CHECK: .entry _Z2k3IL_Z3negfEEvPf(
// CHECK: neg.f32
__device__ float sq(float x) { return x * x; }
__device__ float neg(float x) { return -x; }
template <float (*op)(float)> __global__ void k1(float *o) { o[threadIdx.x] = op(o[threadIdx.x]); }
template <float op(float)> __global__ void k2(float *o) { o[threadIdx.x] = op(o[threadIdx.x]); }
template <float (&op)(float)> __global__ void k3(float *o) { o[threadIdx.x] = op(o[threadIdx.x]); }
void host(float *d) {
    k1<sq><<<1, 1>>>(d);
    k1<&neg><<<1, 1>>>(d);
    k2<sq><<<1, 1>>>(d);
    k3<neg><<<1, 1>>>(d);
}
