// A type trait's test is an unevaluated operand: the assignment or
// constructor it finds is not used, so neither its definition nor an
// implicit one's is instantiated ([meta.unary.prop]p9). libcu++'s tuple
// asks `is_copy_assignable` of a struct holding a
// `device_reference<const char>`, whose assignment (it writes through a
// const) cannot compile; cudac defined it, and Thrust's `inner_product`
// over a `device_vector<char>` failed. Implicit assignments a trait
// declared are still defined when used (`q = p` below).
template <class T> struct Ref {
    T *p;
    __device__ Ref &operator=(const Ref &o) {
        *p = *o.p;
        return *this;
    }
};
struct Holder {
    Ref<const int> r;
};
struct Writable {
    Ref<int> r;
    int n;
};
template <class T> struct Box {
    T t;
    __device__ Box(int x) { t.p = x; }
};
__global__ void run(int *out) {
    out[0] = __is_assignable(Holder &, const Holder &);
    out[1] = __is_assignable(Writable &, const Writable &);
    out[2] = __is_constructible(Box<Ref<const int>>, int);
    int a = 5, b = 7;
    Writable p = {{&a}, 1}, q = {{&b}, 2};
    q = p;
    out[3] = b * 10 + q.n;
}
