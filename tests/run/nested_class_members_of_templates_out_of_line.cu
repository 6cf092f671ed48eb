// Members of nested classes of class templates defined out of line
// (`template <class T> T Outer<T>::Inner::get() const {…}`), for
// instances made before the definition and after it: member functions,
// constructors, static member functions, a class nested two deep, and the
// nested class of a partial specialisation. Before: "member templates and
// templated out-of-line definitions other than members of a class
// template are not supported yet".
template <class T> struct Outer {
    struct Inner {
        T v;
        __device__ Inner(T x);
        __device__ T get() const;
        __device__ static T twice(T x);
        struct Deep {
            T w;
            __device__ T deeper() const;
        };
    };
    T x;
    __device__ T sum(const Inner &i) const { return x + i.get(); }
};

// Instances made before the members below are defined.
__device__ int early(int v) {
    Outer<char>::Inner i(static_cast<char>(v));
    return i.get() + Outer<int>::Inner::twice(v);
}

template <class T> __device__ Outer<T>::Inner::Inner(T x) : v(x * 10) {}
template <class T> __device__ T Outer<T>::Inner::get() const { return v + 1; }
template <class T> __device__ T Outer<T>::Inner::twice(T x) { return x + x; }
template <class T> __device__ T Outer<T>::Inner::Deep::deeper() const { return w * 3; }

template <class T, int N> struct Grid {
    struct Cell {
        __device__ int id() const;
    };
};
template <class T> struct Grid<T, 0> {
    struct Cell {
        __device__ int id() const;
    };
};
template <class T, int N> __device__ int Grid<T, N>::Cell::id() const { return N; }
template <class T> __device__ int Grid<T, 0>::Cell::id() const { return -int(sizeof(T)); }

__global__ void run(int *out) {
    int zero = out[63];
    Outer<int>::Inner a(2 + zero);
    out[0] = a.get();
    out[1] = Outer<int>::Inner::twice(21);
    Outer<float>::Inner f(1.5f);
    out[2] = int(f.get() * 2.0f);
    Outer<long>::Inner::Deep d{7 + zero};
    out[3] = int(d.deeper());
    Outer<int> o{100};
    out[4] = o.sum(a);
    out[5] = Grid<char, 5>::Cell().id();
    out[6] = Grid<double, 0>::Cell().id();
    out[7] = Outer<short>::Inner::twice(4);
    out[8] = early(2 + zero);
}

