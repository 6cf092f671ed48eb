// A function template declared with its return type spelled one way and
// defined with it spelled another (libstdc++ declares `swap` returning
// `_Require<…>` and defines it returning `enable_if<…>::type`): one
// template, whose specialisation a call uses, not two ambiguous ones.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> {
    typedef T type;
};
template <bool B> using require = typename enable_if<B>::type;
template <class T> struct movable {
    static constexpr bool value = sizeof(T) > 0;
};

template <class T> __device__ require<movable<T>::value> exchange_(T &a, T &b);

template <class T>
__device__ typename enable_if<movable<T>::value>::type exchange_(T &a, T &b) {
    T t = a;
    a = b;
    b = t;
}

__global__ void run(int *out) {
    int a = 1, b = 2;
    exchange_(a, b);
    float x = 0.5f, y = 4.0f;
    exchange_(x, y);
    out[0] = a * 10 + b;
    out[1] = (int)(x * 10 + y);
}
