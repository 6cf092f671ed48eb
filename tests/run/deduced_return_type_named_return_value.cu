// A function or lambda whose return type is deduced returns a named local
// as one with a declared return type does: the named return value (no
// copy, as clang elides it), or else an implicit move. Before, the
// deduced path copied the local (one more copy constructor and
// destructor than clang's build).
struct T {
    int *log;
    int v;
    __device__ T(int *l, int x) : log(l), v(x) { log[20] += 1; }
    __device__ T(const T &o) : log(o.log), v(o.v + 1000) { log[21] += 1; }
    __device__ T(T &&o) : log(o.log), v(o.v + 2000) { log[22] += 1; }
    __device__ ~T() { log[23] += 1; }
};
__device__ auto named(int *out) {
    T x(out, 10);
    return x;
}
__device__ auto two_locals(int *out, bool first) {
    T a(out, 1);
    T b(out, 2);
    if (first)
        return a;
    return b;
}

__global__ void run(int *out) {
    {
        T r = named(out);
        out[0] = r.v;
    }
    out[1] = out[20] * 1000 + out[21] * 100 + out[22] * 10 + out[23];
    {
        T s = two_locals(out, out[63] == 0);
        out[2] = s.v;
    }
    out[3] = out[20] * 1000 + out[21] * 100 + out[22] * 10 + out[23];
    auto lam = [out]() {
        T y(out, 30);
        return y;
    };
    {
        T t = lam();
        out[4] = t.v;
    }
    out[5] = out[20] * 1000 + out[21] * 100 + out[22] * 10 + out[23];
}
