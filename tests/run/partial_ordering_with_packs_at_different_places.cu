// Partial ordering of function templates whose packs end their parameter
// lists at different places ([temp.deduct.partial], [temp.deduct.type]p10):
// `f(F, P, A...)` is more specialised than `f(F, A...)`, since a pack takes
// what the other has at its place and a parameter that is no pack cannot
// take a pack. moderngpu's `workcreate_t::downsweep` overloads so (the
// host call picking the first launches the kernels).
template <class F, class P, class... A> __device__ int pick(F, P, A...) { return 1; }
template <class F, class... A> __device__ int pick(F, A...) { return 2; }
template <class... A> __device__ int tail(int, A &&...) { return 10; }
template <class... A> __device__ int tail(int, double, A &&...) { return 20; }
__global__ void run(int *out) {
    out[0] = pick(1, 2.0, 3);
    out[1] = pick(1);
    out[2] = pick(1, 2.0);
    out[3] = pick('a', 2.0f, 3, 4u, 5L);
    double d = 1.5;
    out[4] = tail(1, d);
    out[5] = tail(1, 2.5, 3);
    out[6] = tail(1);
    out[7] = tail(1, 3);
}
