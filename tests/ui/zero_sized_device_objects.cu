// Device code has no objects of size zero (nvcc: "zero-sized variable ...
// is not allowed in device code"): a GNU zero-length array or a class
// holding only one, as a local, a static or __shared__ local, a
// __device__/__constant__ global, a parameter, in a template instance and
// in a __host__ __device__ function nothing calls. A zero-length tail
// member, an `extern __shared__` array and host code are fine.
struct Z { int a[0]; };
struct Packet { int n; float data[0]; };
template <int N> __device__ int f() { int t[N]; return sizeof(t); }
__host__ __device__ int unused() { int u[0]; return sizeof(u); }
int host_side() { int h[0]; return sizeof(h); }
__device__ int param(Z z) { return sizeof(z); }
__device__ int g[0];
__constant__ Z c;
extern __device__ int declared_only[0];
extern __shared__ float dyn[];
__global__ void k(int *o, Packet *p) {
    __extension__ int z[0];
    __shared__ int s[0];
    static int st[0][4];
    Z local;
    o[0] = sizeof(z) + sizeof(s) + sizeof(st) + sizeof(local) + f<0>() + f<2>();
    o[1] = p->data[0] + dyn[0];
}
