// A constant expression may call a constexpr member function of an
// object of static storage duration it never reads: CuTe's callable
// objects (`static const __device__ Product product;`, written without
// an initialiser, under `CUTE_INLINE_CONSTANT`) behind `size(layout)`.
// cudac refused to form the object's address, so `static constexpr int
// n = size<1>(Layout{})` was no constant and its member a host variable.
// Also objects with reference members in constant evaluation (a closure
// capturing by reference, CuTe's `size(TiledMMA{})`): cudac could not
// make the object before its constructor bound them. And references
// into a base subobject that holds values, never read: CuTe's
// `repeat<rank<1>(tensor)>(_)` reaches the tensor's layout through
// `tuple`'s bases, while `tensor` is no constant.
struct Product {
    template <class T> __host__ __device__ constexpr T operator()(T a, T b) const { return a * b; }
};
static const __device__ Product product;
struct Holder {
    static constexpr int n = product(6, 7);
};
__device__ int mutable_global = 4;

struct Ref {
    int const &r;
    __host__ __device__ constexpr Ref(int const &x) : r(x) {}
    __host__ __device__ constexpr int get() const { return r * 2; }
};
__host__ __device__ constexpr int twice(int v) {
    Ref a(v);
    return a.get();
}
__host__ __device__ constexpr int plus_one(int v) {
    auto l = [&] { return v + 1; };
    return l();
}
static_assert(twice(21) == 42, "");

template <int N> struct Int {
    static constexpr int value = N;
};
struct Base {
    long a;
    __host__ __device__ constexpr Base const &self() const { return *this; }
};
struct Derived : Base {
    int b;
};
__host__ __device__ constexpr Base const &as_base(Derived const &d) { return d; }
template <class T> __host__ __device__ constexpr int size_of(T const &) { return sizeof(T); }
static_assert(plus_one(41) == 42, "");

__global__ void run(int *out) {
    constexpr int v = product(3, 5);
    static_assert(v == 15, "");
    out[0] = v;
    out[1] = Holder::n;
    out[2] = product(mutable_global, 2);
    constexpr int t = twice(8) + plus_one(100);
    out[3] = t;
    Derived d{{7}, 8};
    out[4] = Int<size_of(as_base(d).self())>::value;
    out[5] = (int)as_base(d).a + d.b;
}
