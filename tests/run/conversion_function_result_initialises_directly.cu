// Copy-initialising an object from another class through that class's
// conversion function: the function's result is the object (C++17
// [dcl.init]p17.6.3, guaranteed elision), not a temporary then copied.
// Before, `T z = cv;` ran T's copy constructor on the converted
// temporary (one more constructor and destructor than clang's build).
struct T {
    int *log;
    int v;
    __device__ T(int *l, int x) : log(l), v(x) { log[20] += 1; }
    __device__ T(const T &o) : log(o.log), v(o.v + 1000) { log[21] += 1; }
    __device__ ~T() { log[22] += 1; }
};
struct Conv {
    int *log;
    int q;
    __device__ operator T() const { return T(log, q * 3); }
};
struct Base {
    int b;
};
struct ToBase {
    __device__ operator Base() const { return Base{42}; }
};
__device__ int take(T t) { return t.v; }

__global__ void run(int *out) {
    Conv cv{out, 5};
    {
        T z = cv;
        out[0] = z.v;
        out[1] = out[20];
        out[2] = out[21];
    }
    out[3] = take(cv);
    out[4] = out[20] * 100 + out[21] * 10 + out[22];
    Base b = ToBase{};
    out[5] = b.b;
}
