// `b->m` with `b` of class type calls `b.operator->()`, again while that
// gives a class, down to a pointer ([over.ref]p1): iterators, smart
// pointers and libcu++'s `expected<T, E>` (`config->max_occupancy` in
// CUB's transform dispatch). Before, cudac said "member reference type
// is not a pointer". `__builtin_addressof` is the built-in `&`, never a
// class's `operator&`; a `(T::f)(a, b, c)` call through a template-id
// qualifier is a call, not a cast; `alignas(T)` is `alignas(alignof(T))`.
struct Point {
    int x, y;
    __host__ __device__ int sum() const { return x + y; }
};
struct Ptr {
    Point *p;
    __host__ __device__ Point *operator->() const { return p; }
};
struct Wrap {
    Ptr inner;
    __host__ __device__ Ptr operator->() const { return inner; }
};
template <class T> struct Expected {
    T value;
    bool ok;
    __host__ __device__ T *operator->() { return &value; }
    __host__ __device__ const T *operator->() const { return &value; }
    __host__ __device__ explicit operator bool() const { return ok; }
};
struct Sneaky {
    int v;
    __host__ __device__ int operator&() const { return -1; }
};
template <class T> struct Dispatch {
    __host__ __device__ static int run(T a, T b, int c) { return a * 100 + b * 10 + c; }
};
template <class T> struct alignas(T) Storage {
    char bytes[sizeof(T)];
};

__global__ void run(int *out) {
    Point pt{3, 4};
    Ptr p{&pt};
    Wrap w{p};
    out[0] = p->x;
    out[1] = w->y;
    out[2] = w->sum();
    w->x = 10;
    out[3] = pt.x;
    Expected<Point> e{{5, 6}, true};
    out[4] = e ? e->x * e->y : 0;
    const Expected<Point> &ce = e;
    out[5] = ce->sum();
    Sneaky s{7};
    out[6] = &s;
    out[7] = __builtin_addressof(s)->v;
    out[8] = (Dispatch<int>::run)(1, 2, 3);
    out[9] = alignof(Storage<double>) + alignof(Storage<short>) * 100;
    out[10] = sizeof(Storage<long long>);
}
