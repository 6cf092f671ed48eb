// A template argument that calls a constexpr function with a template
// parameter (moderngpu's `iterate<s_log2(nt)>(f)`) reads as a function
// type to the grammar (`s_log2(nt)`: a function returning `s_log2` taking
// an `nt`); for a value parameter it is the call. `int(Is)` stays the
// functional cast it is.
__host__ __device__ constexpr int s_log2(int x, int p = 0) { return x > 1 ? s_log2(x / 2) + 1 : p; }
__host__ __device__ constexpr int mix(int a, int b) { return a * 10 + b; }
template <int N> __device__ int get() { return N; }
template <int N> struct Sq { static constexpr int value = N * N; };
template <int count, class F> __device__ void iterate(F f) {
    for (int i = 0; i < count; ++i)
        f(i);
}
template <int nt, int vt> __device__ int shape() {
    int passes = 0;
    iterate<s_log2(nt)>([&](int pass) { passes += pass + 1; });
    return get<s_log2(nt)>() * 10000 + get<mix(nt, vt)>() * 10 + passes + Sq<int(vt)>::value;
}
__global__ void run(int *out) {
    out[0] = shape<128, 3>();
    out[1] = shape<2, 1>();
    out[2] = get<s_log2(1024)>();
}
