// Template diagnostics: argument counts, deduction failures, a failed
// static_assert inside an instantiation (with where it was required),
// the instantiation-depth limit, and misuse of template names.
template <typename T, int N> struct Tile { T v[N]; };
template <typename T> __device__ T add(T a, T b) { return a + b; }
template <int B> __device__ int block() {
    static_assert(B % 32 == 0, "B must be a multiple of 32");
    return B;
}
template <int N> __device__ int deep() { return deep<N + 1>(); }
struct NotTemplate { int x; };
template <typename T> struct Fwd;

__global__ void k(int *p, float f) {
    Tile<int, 4, 5> a;
    Tile<int> b;
    p[0] = add(1, f);
    p[1] = add<int, int>(1, 2);
    p[2] = block<48>();
    p[3] = deep<0>();
    NotTemplate<int> c;
    Tile d;
    Fwd<int> e;
}

// A parameter type reached through another template is kept as written
// and mangled as nvcc mangles it (no diagnostic: cxx/dependent_names.cu).
template <typename T> struct Id { typedef T type; };
template <typename T> __global__ void g(typename Id<T>::type *p) { p[0] = 0; }
template __global__ void g<float>(float *);

// A template template parameter takes a class or alias template only.
template <template <typename> class B> struct Holder { B<int> b; };
template <typename T> __device__ T ident(T x) { return x; }
__global__ void h(int *p) {
    Holder<int> a;
    Holder<ident> b;
}

// Neither template is more specialised than the other.
template <typename T> __device__ int either(T, int) { return 1; }
template <typename T> __device__ int either(int, T) { return 2; }
__device__ int pick() { return either(1, 2); }
