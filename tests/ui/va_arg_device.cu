// <cstdarg> is there for host code; device code gets CUDA's errors: no
// variadic definitions, no va_start/va_arg/va_end (also on a va_list
// parameter). A host-device function only the host uses may use them.
#include <cstdarg>
__device__ int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = va_arg(ap, int);
    va_end(ap);
    return s;
}
__device__ int first(va_list ap) { return va_arg(ap, int); }
__host__ __device__ int host_side(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = va_arg(ap, int);
    va_end(ap);
    return s;
}
void host_only(std::va_list ap) { (void)ap; }
__global__ void k(int *p) { p[0] = sum(1, 2); }
