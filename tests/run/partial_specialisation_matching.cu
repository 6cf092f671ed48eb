// Which partial specialisation a class template's arguments select: value
// parameters of every type (a `bool` or `char` parameter of the partial
// matches what its position holds), the parts of a pattern that name no
// parameter match only themselves (a function type's return type, an
// array's bound), and member templates of class templates specialised
// with the enclosing template's parameters, which the instance fixes.

template <class T, bool B> struct Flag { static const int v = 0; };
template <bool B> struct Flag<int, B> { static const int v = B ? 1 : 2; };

template <class T, char C> struct Letter { static const int v = 0; };
template <char C> struct Letter<float, C> { static const int v = C; };

template <short S, class T> struct Small { static const int v = -1; };
template <short S> struct Small<S, char> { static const int v = S + 200; };
template <short S> struct Small<S, int> { static const int v = S + 100; };

template <class T> struct Fn { static const int v = 1; };
template <class U> struct Fn<int(U)> { static const int v = 3; };
template <class U> struct Fn<U(int)> { static const int v = 4; };
template <class U> struct Fn<int *(U, U)> { static const int v = 5; };

template <class T> struct Arr { static const int v = 0; };
template <class T> struct Arr<T[4]> { static const int v = 4; };
template <class T, int N> struct Arr<T[N][2]> { static const int v = N; };

template <bool compare> struct Outer {
    template <bool with, bool second> struct Inner {
        __device__ static int test() { return 10; }
    };
    template <bool second> struct Inner<compare, second> {
        __device__ static int test() { return second ? 21 : 20; }
    };
};

template <class T> struct Holder {
    template <class U> struct In { static const int v = 1; };
    template <class U> struct In<U *> { static const int v = 2; };
    template <class U> struct In<T(U)> { static const int v = 3; };
};

template <class T> struct Cv { static const int v = 0; };
template <class T> struct Cv<const T> { static const int v = 1; };
template <class T> struct Cv<volatile T> { static const int v = 2; };
template <class T> struct Cv<const volatile T> { static const int v = 3; };

__global__ void run(int *out) {
    int n = 0;
    out[n++] = Flag<int, true>::v;
    out[n++] = Flag<int, false>::v;
    out[n++] = Flag<char, true>::v;
    out[n++] = Letter<float, 'a'>::v;
    out[n++] = Letter<float, 9>::v;
    out[n++] = Letter<int, 9>::v;
    out[n++] = Small<5, int>::v;
    out[n++] = Small<7, char>::v;
    out[n++] = Fn<char(float)>::v;
    out[n++] = Fn<int(float)>::v;
    out[n++] = Fn<char(int)>::v;
    out[n++] = Fn<int *(char, char)>::v;
    out[n++] = Fn<int *(char, int)>::v;
    out[n++] = Arr<int[4]>::v;
    out[n++] = Arr<int[5]>::v;
    out[n++] = Arr<char[7][2]>::v;
    out[n++] = Arr<char[7][3]>::v;
    out[n++] = Outer<true>::Inner<true, false>::test();
    out[n++] = Outer<true>::Inner<true, true>::test();
    out[n++] = Outer<true>::Inner<false, false>::test();
    out[n++] = Outer<false>::Inner<false, true>::test();
    out[n++] = Holder<int>::In<int *>::v;
    out[n++] = Holder<int>::In<int(float)>::v;
    out[n++] = Holder<int>::In<char(float)>::v;
    out[n++] = Holder<char>::In<char(float)>::v;
    // Qualifiers are matched as written: `Cv<int>` is not `Cv<const T>`.
    out[n++] = Cv<int>::v;
    out[n++] = Cv<const int>::v;
    out[n++] = Cv<volatile int>::v;
    out[n++] = Cv<const volatile int>::v;
    out[n++] = Cv<const int *>::v;
    out[n++] = Cv<int *const>::v;
    out[n++] = n;
}
