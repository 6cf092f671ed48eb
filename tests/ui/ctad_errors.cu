// Class template argument deduction that no constructor supports, or that
// several deduce differently: errors naming the template.
template <class T> struct Box { T v; __device__ Box(T x) : v(x) {} };
template <class T> struct Pair {
    T a, b;
    __device__ Pair(T x, T y) : a(x), b(y) {}
};
__global__ void k(int *o) {
    Box b(1, 2);
    Pair p(1, 2.0f);
    o[0] = 0;
}
