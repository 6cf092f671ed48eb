// A function body of nothing but empty blocks (`{ {} }`, what libcu++'s
// `NV_IF_TARGET(NV_IS_HOST, …)` leaves in a device pass) is a body, not a
// brace initialiser: tree-sitter read it as `void f() = {{}}` missing its
// `;` ("expected ';' after expression" in `<cuda/atomic>`) and took the
// next member's `__device__` with it.
__device__ void nothing() { {} }
struct S {
    __device__ int g() const { { {} } return 2; }
    __device__ void h() { {} }
    __device__ int after() const { return 3; }
};
template <class T> __device__ void tnothing() { { } }
__host__ __device__ int hd() { {} return 4; }
__global__ void run(int *out) {
    nothing();
    S s;
    s.h();
    tnothing<int>();
    out[0] = s.g();
    out[1] = s.after();
    out[2] = hd();
    int a[1][1] = {{}};
    out[3] = a[0][0];
}
