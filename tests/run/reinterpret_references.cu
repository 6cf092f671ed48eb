// A cast to a reference of an unrelated type reinterprets the object
// ([expr.reinterpret.cast]p11), as CUB's `Uninitialized<T>::Alias()` does
// with `reinterpret_cast<T&>(*this)`; a C-style cast to a non-const
// reference that no static cast can make does the same. Before, both
// tried to bind a converted temporary: "non-const lvalue reference ...
// cannot bind to a temporary", and `reinterpret_cast<const float&>(i)`
// would have read a converted copy instead of i's bits.
struct Pair {
    int a, b;
};
template <class T> struct Storage {
    int words[sizeof(T) / sizeof(int)];
    __device__ T &alias() { return reinterpret_cast<T &>(*this); }
};
__device__ float bits_as_float(const int &i) { return reinterpret_cast<const float &>(i); }
__device__ unsigned &as_unsigned(int &i) { return (unsigned &)i; }
__global__ void run(int *out) {
    Storage<Pair> s;
    s.words[0] = 11;
    s.words[1] = 22;
    out[0] = s.alias().a;
    out[1] = s.alias().b;
    s.alias().b = 33;
    out[2] = s.words[1];
    int one = 0x3f800000;
    out[3] = (int)(bits_as_float(one) * 10.0f);
    int neg = -1;
    as_unsigned(neg) >>= 28;
    out[4] = neg;
    Pair p{5, 6};
    long long &whole = reinterpret_cast<long long &>(p);
    out[5] = (int)(whole >> 32);
    int &&x = reinterpret_cast<int &&>(p.b);
    out[6] = x;
}
