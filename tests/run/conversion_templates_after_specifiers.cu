// A conversion function template to a template-id after two or more
// specifiers (`template <class... Us> __host__ __device__ operator
// tuple<Us...>() const`): tree-sitter reads a function template `tuple`
// specialised for `<Us...>` returning a type named `operator`, which
// cudac repaired only for plain type names (`operator float()`).
// Thrust's `tuple_of_iterator_references` declares one, and every
// `zip_iterator` was unusable in device code ("no function template named
// 'tuple'").

template <class... T> struct tuple {
    int n = sizeof...(T);
};
template <class T> struct wrap {
    T v;
};

template <class... Ts> struct refs {
    template <class... Us> __host__ __device__ operator tuple<Us...>() const { return tuple<Us...>{}; }
};
struct plain {
    int x;
    template <class U> __host__ __device__ __forceinline__ operator wrap<U>() const {
        return wrap<U>{U(x * 2)};
    }
};

__global__ void run(int *out) {
    refs<int, float> r;
    tuple<int, float, char> t = r;
    out[0] = t.n;
    plain p{21};
    wrap<long> w = p;
    out[1] = (int)w.v;
    wrap<short> s = p;
    out[2] = s.v + 1;
}
