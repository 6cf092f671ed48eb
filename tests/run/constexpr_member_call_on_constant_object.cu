// A constant expression may call a constexpr member function of an
// object of static storage duration it never reads: CuTe's callable
// objects (`static const __device__ Product product;`, written without
// an initialiser, under `CUTE_INLINE_CONSTANT`) behind `size(layout)`.
// cudac refused to form the object's address, so `static constexpr int
// n = size<1>(Layout{})` was no constant and its member a host variable.
struct Product {
    template <class T> __host__ __device__ constexpr T operator()(T a, T b) const { return a * b; }
};
static const __device__ Product product;
struct Holder {
    static constexpr int n = product(6, 7);
};
__device__ int mutable_global = 4;

__global__ void run(int *out) {
    constexpr int v = product(3, 5);
    static_assert(v == 15, "");
    out[0] = v;
    out[1] = Holder::n;
    out[2] = product(mutable_global, 2);
}
