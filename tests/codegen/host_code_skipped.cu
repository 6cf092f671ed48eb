// Host code beside a kernel (launch syntax, host-only headers, types
// cudac does not know) is read only for the kernels it launches and never
// reaches the device module.
// ARGS: --emit=llvm-ir
#include <cstdio>
#include <vector>
__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }
int main() {
    std::vector<int> host(32);
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    fill<<<1, 32>>>(d, 7);
    cudaMemcpy(host.data(), d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d\n", host[0]);
    return 0;
}
// CHECK-NOT: @main
// CHECK: define void @_Z4fillPii(
// CHECK-NOT: @main
// CHECK: !"kernel"
