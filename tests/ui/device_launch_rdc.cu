// With -rdc=true a launch from device code is dynamic parallelism
// (codegen/device_side_kernel_launch.cu); what is wrong in one is
// reported as in a host launch, and a launch through a pointer to a
// kernel is not supported yet.
// ARGS: -rdc=true
__global__ void child(int *p) { p[0] = 1; }
__device__ void helper(int *p) { p[0] = 2; }
__global__ void parent(int *p, void (*kp)(int *)) {
    child<<<1, 1>>>(p, 2);
    helper<<<1, 1>>>(p);
    kp<<<1, 1>>>(p);
}
