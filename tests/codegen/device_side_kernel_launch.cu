// Kernels launched from device code (dynamic parallelism, -rdc=true), as
// nvcc 13.0 compiles them (CDP2): the parameter buffer from
// `__cudaCDP2GetParameterBufferV2(kernel, grid, block, shared)`, each
// argument stored at its parameter's offset (aligned as the parameter:
// the `float4` at 0, the pointer after it at 16), then
// `__cudaCDP2LaunchDeviceV2(buffer, stream)`; a kernel template's
// specialisation is instantiated by the launch, and a kernel only
// declared here is `.extern .entry`. The stores and declarations below
// are nvcc's for this file (ptxas accepts it: `ptxas -c`). Before:
// "launching a kernel from device code (dynamic parallelism) is not
// supported yet", and Thrust's and CUB's launch paths under -rdc
// (`cudaLaunchDevice`) were undeclared.
// ARGS: --emit=ptx -arch=sm_80 -rdc=true
// CHECK: .extern .func  (.param .b64 func_retval0) __cudaCDP2GetParameterBufferV2
// CHECK: .param .align 4 .b8 __cudaCDP2GetParameterBufferV2_param_1[12],
// CHECK: .extern .func  (.param .b32 func_retval0) __cudaCDP2LaunchDeviceV2
// CHECK: .extern .entry _Z6remote6float4Pd
// CHECK: .weak .entry _Z4fillIdEvPT_S0_i
// CHECK: .visible .entry _Z5childPfi(
// CHECK: .visible .entry _Z6parentPfPdi(
// CHECK: , _Z5childPfi;
// CHECK: __cudaCDP2GetParameterBufferV2,
// CHECK: st.u32 	[%rd
// CHECK: +8], %r
// CHECK: __cudaCDP2LaunchDeviceV2,
// CHECK: +16], %r
// CHECK: st.v4.f32 	[%rd
// CHECK: +16], %rd
// CHECK: .weak .entry _Z4fillIdEvPT_S0_i(

__global__ void child(float *p, int n) {
    if (threadIdx.x < n) p[threadIdx.x] *= 2.0f;
}
template <class T>
__global__ void fill(T *p, T v, int n) {
    if (threadIdx.x < n) p[threadIdx.x] = v;
}
// Defined in another file of the program.
__global__ void remote(float4 v, double *d);

__global__ void parent(float *p, double *d, int n) {
    if (threadIdx.x == 0) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        child<<<dim3(2), dim3(32), 0, s>>>(p, n);
        fill<<<1, 64>>>(d, 1.5, n);
        remote<<<1, 1>>>(make_float4(1, 2, 3, 4), d);
        cudaStreamDestroy(s);
    }
}
