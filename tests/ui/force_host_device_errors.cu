// An unmatched end of a force_cuda_host_device region is an error, as
// in clang; any argument but begin or end is ignored with a warning.
#pragma clang force_cuda_host_device end
#pragma clang force_cuda_host_device start
__global__ void k() {}
