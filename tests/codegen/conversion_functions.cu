// Which conversion runs, seen in the folded results: `operator float`
// for a float, `operator unsigned` for an unsigned, the class conversion
// for `R r = s`, `explicit operator bool` for a condition, the implicit
// copy constructor and assignment beside user-declared ones.
struct R { int a; };
struct S {
    int v;
    S() = default;
    __host__ __device__ S(int x) : v(x) {}
    __host__ __device__ S &operator=(int x) { v = x * 10; return *this; }
    __host__ __device__ operator float() const { return v + 0.5f; }
    __host__ __device__ operator unsigned int() const { return v + 1; }
    __device__ __forceinline__ explicit operator bool() const { return v > 2; }
    __host__ __device__ operator R() const { R r; r.a = v * 3; return r; }
};
// CHECK: define void @_Z1kPfPjPi(
// CHECK: store float 2.500000e+00, ptr %o
// CHECK: store i32 3, ptr %u
// CHECK: store i32 6, ptr %a
// CHECK: store i32 40, ptr
// CHECK: store i32 20, ptr
// CHECK: ret void
__global__ void k(float *o, unsigned *u, int *a) {
    S s(2);
    o[0] = s;
    u[0] = s;
    R r = s;
    a[0] = r.a;
    S t(s);
    t = 4;
    if (t)
        a[1] = t.v;
    t = s;
    a[2] = t.v * 10;
}
