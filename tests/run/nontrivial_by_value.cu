// A class that is non-trivial for calls (a destructor, a copy
// constructor) passed by value is the caller's temporary, passed by
// address as the Itanium ABI and nvcc do: what the callee does to its
// parameter is what the caller's destructor sees, and the object the
// callee's `this` names is the one destroyed (GCC's g++.dg/init/byval1
// and call1). A trivially copyable class still arrives by value.
__device__ int log_sum;
__device__ void *seen[4];
__device__ int n_seen;
struct Tracked {
    int v;
    __device__ Tracked(int x) : v(x) {}
    __device__ Tracked(const Tracked &o) : v(o.v + 1) {}
    __device__ ~Tracked() {
        log_sum = log_sum * 10 + v % 10;
        if (n_seen > 0 && seen[n_seen - 1] == this)
            --n_seen;
    }
};
struct Owner {
    int *p;
    __device__ Owner(int *q) : p(q) {}
    __device__ ~Owner() {
        if (p)
            *p += 1000;
    }
    __device__ int *release() {
        int *t = p;
        p = nullptr;
        return t;
    }
};
struct Plain {
    int a, b;
};

__device__ int bump(Tracked t) {
    seen[n_seen++] = &t;
    t.v += 5;
    return t.v;
}
__device__ int take(Owner o) { return *o.release(); }
__device__ int sum(Plain p) {
    p.a += 1;
    return p.a + p.b;
}

__global__ void run(int *out) {
    log_sum = 0;
    n_seen = 0;
    int z = out[63];
    Tracked t(3 + z);
    out[0] = bump(t);
    out[1] = bump(Tracked(7));
    out[2] = n_seen;
    int x = 4;
    out[3] = take(Owner(&x));
    out[4] = x;
    Plain p{1, 2};
    out[5] = sum(p) * 10 + p.a;
    out[6] = log_sum;
}
