// Binding an argument to a base class through a reference: between `B&`
// and `const B&` for the same base, the less qualified binding wins
// ([over.ics.rank]p3.2.6), as libstdc++'s `std::get` needs to pick the
// non-const `__get_helper` for a non-const tuple; a nearer base still
// beats a farther one.
template <unsigned long I, class... T> struct Impl;
template <unsigned long I, class H, class... T> struct Impl<I, H, T...> : Impl<I + 1, T...> {
    H h;
};
template <unsigned long I> struct Impl<I> {};
template <class... E> struct tup : Impl<0, E...> {};
template <unsigned long i, class H, class... T> __device__ H &get_(Impl<i, H, T...> &t) {
    return t.h;
}
template <unsigned long i, class H, class... T>
__device__ const H &get_(const Impl<i, H, T...> &t) {
    return t.h;
}
struct A {};
struct B : A {};
struct C : B {};
__device__ int which(A &) { return 1; }
__device__ int which(const B &) { return 2; }

__global__ void run(int *out) {
    tup<int, float, double> t;
    get_<0>(t) = 3;
    get_<1>(t) = 2.5f;
    get_<2>(t) = 0.25;
    const tup<int, float, double> &c = t;
    out[0] = get_<0>(c) * 100 + (int)(get_<1>(t) * 10) + (int)(get_<2>(c) * 4);
    C x;
    out[1] = which(x);
}
