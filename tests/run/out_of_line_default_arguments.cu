// Default arguments of a member function template are those of its
// declaration in the class even when the out-of-line definition omits
// them ([dcl.fct.default]p4: a later declaration adds defaults, it never
// takes them away). Thrust's pointer<T> has
// `template<class P> pointer(const P &, typename enable_if<…>::type * = 0)`
// declared in the class and defined outside without the `= 0`; the
// one-argument call must still find that constructor.

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <class T> struct pointer {
    T *raw;
    __device__ pointer() : raw(nullptr) {}
    template <class P>
    __device__ pointer(const P &other,
                       typename enable_if<!same<P, pointer>::value>::type * = 0);
    template <class U> __device__ int scaled(U u, int by = 3, int plus = 4) const;
};

template <class T>
template <class P>
__device__ pointer<T>::pointer(const P &other, typename enable_if<!same<P, pointer>::value>::type *)
    : raw(other.raw) {}

template <class T>
template <class U>
__device__ int pointer<T>::scaled(U u, int by, int plus) const {
    return int(u) * by + plus + *raw;
}

template <class T> struct other_ptr {
    T *raw;
};

__global__ void run(int *out) {
    int zero = out[63];
    int data[2] = {5 + zero, 7};
    other_ptr<int> o{data + 1};
    pointer<int> p(o);
    out[0] = *p.raw;
    out[1] = p.scaled(2);
    out[2] = p.scaled(2.5, 10);
    out[3] = p.scaled(1, 1, 1);
}
