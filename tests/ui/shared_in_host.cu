// A __shared__ local in a host function is an error, though the body is
// otherwise not compiled for the device.
void host_fn() {
    __shared__ int hs;
    static __shared__ float t[4];
    int fine = 1;
}
__global__ void k(int *p) { p[0] = 1; }
