// `static_cast<T>(t)`, `(T)t` and `T(t)` of an object of class `T` make a
// temporary direct-initialised from it ([expr.static.cast]p4): `T`'s copy
// constructor for an lvalue (an `explicit` one too), its move constructor
// for an xvalue, `T`'s for a derived object (slicing), and nothing for a
// prvalue of `T` (guaranteed elision). Before, the cast to the object's
// own class copied its bytes, silently skipping the constructor.
template <class T> struct remove_ref {
    typedef T type;
};
template <class T> struct remove_ref<T &> {
    typedef T type;
};
template <class T> __device__ typename remove_ref<T>::type &&mv(T &&t) {
    return static_cast<typename remove_ref<T>::type &&>(t);
}

struct Plain {
    int v;
    int copies;
    int moves;
    __device__ Plain(int x) : v(x), copies(0), moves(0) {}
    __device__ Plain(const Plain &o) : v(o.v), copies(o.copies + 1), moves(o.moves) {}
    __device__ Plain(Plain &&o) : v(o.v), copies(o.copies), moves(o.moves + 1) {}
};

struct Strict {
    int copies;
    __device__ Strict() : copies(0) {}
    __device__ explicit Strict(const Strict &o) : copies(o.copies + 1) {}
};

struct Derived : Plain {
    int extra;
    __device__ Derived(int x) : Plain(x), extra(7) {}
};

struct Holder {
    Plain p;
};

__device__ Plain make(int x) { return Plain(x); }

__global__ void run(int *out) {
    int zero = out[63];
    Plain p(1 + zero);
    out[0] = static_cast<Plain>(p).copies;
    out[1] = ((Plain)p).copies + Plain(p).copies * 10;
    Plain q = static_cast<Plain>(p);
    out[2] = q.copies;
    out[3] = static_cast<Plain>(mv(p)).moves * 10 + static_cast<Plain>(mv(p)).copies;
    out[4] = static_cast<Plain>(make(2)).copies + static_cast<Plain>(Plain(3)).moves;
    Strict s;
    out[5] = static_cast<Strict>(s).copies + Strict(s).copies;
    Derived d(5 + zero);
    Plain sliced = static_cast<Plain>(d);
    out[6] = sliced.v * 10 + sliced.copies;
    Holder h{Plain(9)};
    Holder h2 = (Holder)h;
    out[7] = h2.p.copies * 100 + h2.p.v;
    const Plain c(4);
    out[8] = static_cast<Plain>(c).copies;
}
